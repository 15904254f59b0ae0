// What a reader keeps, as the API and the device store hold it (src/shared/schemas/user-data.ts):
// each call makes a distinct, valid item; tests override only the fields they care about.
import { addDaysIso, type IsoDate } from '../../src/shared/dates.ts';
import { newMemoryCard } from '../../src/shared/memory-schedule.ts';
import type { Bookmark, Highlight, JournalEntry, MemoryCard, Note, PlanItem, User } from '../../src/shared/schemas/user-data.ts';

let sequence = 0;
const next = () => ++sequence;

/** A time on the morning of `date`, n minutes past nine, so lists sort in the order they were made. */
function timestamp(n: number, date: IsoDate = '2025-01-05'): string {
  return new Date(Date.parse(`${date}T09:00:00.000Z`) + n * 60_000).toISOString();
}

export function buildUser(overrides: Partial<User> = {}): User {
  return { username: `reader-${next()}`, ...overrides };
}

/** A one-time recovery code in the shape the server shows (server/auth/recovery-code.ts). */
export function buildRecoveryCode(): string {
  const n = String(next()).padStart(5, '0');
  return `7K3QD-WX9MA-R2TPB-${n}`;
}

export function buildBookmark(overrides: Partial<Bookmark> = {}): Bookmark {
  const n = next();
  const date = overrides.date ?? '2025-01-05';
  return { devotionId: 5, date, createdAt: timestamp(n, date), ...overrides };
}

/**
 * A highlight of the default devotion's first paragraph (tests/factories/devotion-response.ts),
 * anchored as the client anchors it: the quote with up to 32 characters either side.
 */
export function buildHighlight(overrides: Partial<Highlight> = {}): Highlight {
  const n = next();
  return {
    id: `highlight-${n}`,
    devotionId: 5,
    text: 'judged Jesus by appearances',
    prefix: 'Paul once ',
    suffix: '.Now he sees everyone differentl',
    color: 'yellow',
    createdAt: timestamp(n),
    ...overrides,
  };
}

export function buildNote(overrides: Partial<Note> = {}): Note {
  const n = next();
  return { id: n, devotionId: 5, content: `Grace upon grace, thought ${n}.`, createdAt: timestamp(n), ...overrides };
}

export function buildJournalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  const n = next();
  const date = overrides.date ?? addDaysIso('2025-01-05', n % 30);
  return { date, answers: ['My neighbour on the third floor.', '', ''], updatedAt: timestamp(n, date), ...overrides };
}

/** A completed reading-plan item (spec 3: "yyyy-MM-dd-item"). */
export function buildPlanProgressKey(date: IsoDate = '2025-01-05', item: PlanItem = 'devotional'): string {
  return `${date}-${item}`;
}

/** A new memory-verse card (issue 30), as "Learn this verse" makes it; due at once unless told. */
export function buildMemoryCard(overrides: Partial<MemoryCard> = {}): MemoryCard {
  const n = next();
  const date = addDaysIso('2025-01-05', n % 30);
  const card = newMemoryCard(`Psalm ${n % 150 || 150}:1`, { kind: 'devotion', date }, new Date(timestamp(n, date)));
  return { ...card, ...overrides };
}

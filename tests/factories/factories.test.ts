// Factories make only what the API could answer: each output passes the shared zod schema of
// its shape (src/shared/schemas), and its scripture is the KJV's own text.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { resolveScripture } from '../../db/import/scripture.ts';
import { currentUserSchema, registeredSchema, signedInSchema } from '../../src/shared/schemas/auth.ts';
import { devotionSchema, devotionSummarySchema, navigationSchema, shareInfoSchema } from '../../src/shared/schemas/devotion.ts';
import { jamesStudyDaySchema, jamesStudySummarySchema } from '../../src/shared/schemas/james.ts';
import { strongsEntrySchema, strongsSearchResultSchema } from '../../src/shared/schemas/strongs.ts';
import {
  bookmarkSchema,
  highlightSchema,
  journalEntrySchema,
  noteSchema,
  planProgressKeySchema,
  userSchema,
} from '../../src/shared/schemas/user-data.ts';
import { buildDevotionResponse, buildDevotionSummary, buildNavigation, buildShareInfo } from './devotion-response.ts';
import { buildJamesStudyDay, buildJamesStudyList } from './james.ts';
import { buildStrongsEntry, buildStrongsSearchResult } from './strongs.ts';
import {
  buildBookmark,
  buildHighlight,
  buildJournalEntry,
  buildNote,
  buildPlanProgressKey,
  buildRecoveryCode,
  buildUser,
} from './user-data.ts';

const shapes: Array<[string, ZodType, () => unknown]> = [
  ['devotion', devotionSchema, () => buildDevotionResponse({ date: '2027-03-28' })],
  ['navigation', navigationSchema, () => buildNavigation('2025-01-01')],
  ['share info', shareInfoSchema, () => buildShareInfo()],
  ['search result', devotionSummarySchema, () => buildDevotionSummary()],
  ['James day', jamesStudyDaySchema, () => buildJamesStudyDay({ day: 30 })],
  ['James list item', jamesStudySummarySchema, () => buildJamesStudyList()[29]],
  ["Strong's entry", strongsEntrySchema, () => buildStrongsEntry()],
  ["Strong's search result", strongsSearchResultSchema, () => buildStrongsSearchResult()],
  ['bookmark', bookmarkSchema, () => buildBookmark()],
  ['highlight', highlightSchema, () => buildHighlight()],
  ['note', noteSchema, () => buildNote()],
  ['journal entry', journalEntrySchema, () => buildJournalEntry()],
  ['plan progress key', planProgressKeySchema, () => buildPlanProgressKey('2026-06-30', 'word-study')],
  ['user', userSchema, () => buildUser()],
  ['registration', registeredSchema, () => ({ user: buildUser(), recoveryCode: buildRecoveryCode() })],
  ['sign-in', signedInSchema, () => ({ user: buildUser() })],
  ['session', currentUserSchema, () => ({ user: buildUser() })],
];

describe('factories', () => {
  it.each(shapes)('make a %s that its shared schema accepts unchanged', (_name, schema, build) => {
    const value = build();
    expect(schema.parse(value)).toEqual(value);
  });

  it('derive what the server derives: perennial content date, weekday, ids and the KJV text of the reference', () => {
    const devotion = buildDevotionResponse({ date: '2027-03-28', verseReference: 'John 3:16' });
    // Easter Day 2027 shows Easter Day 2025 (DECISIONS "Every date has a devotion").
    expect(devotion).toMatchObject({ contentDate: '2025-04-20', id: 110, dayOfWeek: 1 });
    expect(devotion.verseText).toBe(resolveScripture('John 3:16'));
    expect(devotion.readOnUrl).toBe('https://www.biblegateway.com/passage/?search=John+3:16&version=KJV');
    expect(buildJamesStudyDay({ passage: 'James 2:14-17' }).verseText).toMatch(/^What \[doth it] profit, my brethren/);
  });

  it('make distinct items on each call', () => {
    expect(buildHighlight().id).not.toBe(buildHighlight().id);
    expect(buildNote().id).not.toBe(buildNote().id);
    expect(buildUser().username).not.toBe(buildUser().username);
  });
});

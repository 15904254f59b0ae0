import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMemoryCard, buildUser } from '../../../../tests/factories/user-data.ts';
import { handlersFor } from '../../../../tests/mocks/handlers.ts';
import { createMockApi } from '../../../../tests/mocks/mock-api.ts';
import { server } from '../../../../tests/mocks/server.ts';
import { trpcMsw } from '../../../../tests/mocks/trpc.ts';
import { renderWithProviders } from '../../../../tests/setup/render-app.tsx';
import { setLocalPersistence } from '../../../lib/local-store.ts';
import { toIsoDate } from '../../../shared/dates.ts';
import { dataExportSchema, type MemoryCard } from '../../../shared/schemas/user-data.ts';
import { PrivacyDialog } from './privacy-dialog.tsx';

const BOOKMARK = { devotionId: 5, date: '2025-01-05', createdAt: '2025-01-05T12:00:00.000Z' };
const HIGHLIGHT = {
  id: 'h1',
  devotionId: 5,
  text: 'received by the heart',
  prefix: 'it is ',
  suffix: ' that',
  color: 'green',
  createdAt: '2025-01-05T12:00:00.000Z',
};
const ENTRY = { date: '2025-01-05', answers: ['', 'My brother.'], updatedAt: '2025-01-05T12:00:00.000Z' };
const CARD = buildMemoryCard({
  reference: '2 Corinthians 5:17',
  source: { kind: 'devotion', date: '2025-01-05' },
  updatedAt: '2025-01-05T12:00:00.000Z',
});

function seed() {
  window.localStorage.setItem('lumen-bookmarks', JSON.stringify([BOOKMARK]));
  window.localStorage.setItem('lumen-highlights', JSON.stringify([HIGHLIGHT]));
  window.localStorage.setItem('lumen-journal', JSON.stringify([ENTRY]));
  window.localStorage.setItem('lumen-completed-days', JSON.stringify(['2025-01-05-devotional']));
  window.localStorage.setItem('lumen-memory-cards', JSON.stringify([CARD]));
  window.localStorage.setItem('lumen-appearance', JSON.stringify({ scheme: 'dark', textSize: 'large' }));
}

const stored = (key: string) => JSON.parse(window.localStorage.getItem(`lumen-${key}`) ?? 'null');
const lumenKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('lumen-'));

/** Stubs the download: returns the file the dialog would save. */
function captureDownload() {
  const file: { name?: string; blob?: Blob } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    file.blob = blob as Blob;
    return 'blob:lumen-export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    file.name = this.download;
  });
  return async () => {
    await waitFor(() => expect(file.blob).toBeDefined());
    return { name: file.name, content: JSON.parse(await file.blob!.text()) };
  };
}

function renderDialog() {
  return renderWithProviders(<PrivacyDialog open onOpenChange={() => {}} />);
}

function upload(contents: string) {
  return userEvent.upload(
    screen.getByLabelText('Import data file'),
    new File([contents], 'lumen-data-export-2025-03-04.json', { type: 'application/json' }),
  );
}

describe('PrivacyDialog', () => {
  beforeEach(seed);
  afterEach(() => {
    setLocalPersistence(true);
    vi.restoreAllMocks();
  });

  it('shows the notice, what is collected and the two switches', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Privacy and Data Settings' })).toBeInTheDocument();
    // DECISIONS: members get a session cookie, so the notice never says "no cookies".
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('No analytics, no tracking, and no tracking or analytics cookies.');
    expect(notice).toHaveTextContent('Signed-in members get one session cookie');
    expect(notice).not.toHaveTextContent(/no cookies/i);
    expect(screen.getByText('Session cookie')).toBeInTheDocument();
    expect(screen.getByText('Account info')).toBeInTheDocument();
    expect(screen.getByText('Bookmarks and highlights')).toBeInTheDocument();
    expect(screen.getByText('Never collected.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Local Storage' })).toBeChecked();
    const analytics = screen.getByRole('switch', { name: 'Usage Analytics' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('exports bookmarks, highlights, the journal, plan progress and memory verses as lumen-data-export-yyyy-MM-dd.json', async () => {
    const downloaded = captureDownload();
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));

    expect(await screen.findByText('Data Exported')).toBeInTheDocument();
    expect(screen.getByText('Your bookmarks and highlights have been downloaded.')).toBeInTheDocument();
    const { name, content } = await downloaded();
    expect(name).toBe(`lumen-data-export-${toIsoDate(new Date())}.json`);
    expect(dataExportSchema.safeParse(content).success).toBe(true);
    expect(content).toMatchObject({
      version: '1.0',
      bookmarks: [BOOKMARK],
      highlights: [HIGHLIGHT],
      journal: [ENTRY],
      planProgress: ['2025-01-05-devotional'],
      memoryCards: [CARD],
    });
    expect(new Date(content.timestamp).toISOString()).toBe(content.timestamp);
  });

  it('turns Local Storage off only after a warning, keeps the data in this tab, and brings it back', async () => {
    const downloaded = captureDownload();
    renderDialog();

    await userEvent.click(screen.getByRole('switch', { name: 'Local Storage' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Keep your data only in this tab?' });
    expect(warning).toHaveTextContent('They stay through a reload, and are removed when you close the tab');
    await userEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: 'Local Storage' })).toBeChecked();
    expect(stored('bookmarks')).toEqual([BOOKMARK]);

    await userEvent.click(screen.getByRole('switch', { name: 'Local Storage' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(screen.getByRole('switch', { name: 'Local Storage' })).not.toBeChecked();
    expect(await screen.findByText('Local storage off')).toBeInTheDocument();
    for (const key of ['bookmarks', 'highlights', 'journal', 'completed-days', 'memory-cards']) {
      expect(window.localStorage.getItem(`lumen-${key}`)).toBeNull();
      expect(window.sessionStorage.getItem(`lumen-${key}`)).not.toBeNull();
    }
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    expect((await downloaded()).content).toMatchObject({
      bookmarks: [BOOKMARK],
      highlights: [HIGHLIGHT],
      planProgress: ['2025-01-05-devotional'],
      memoryCards: [CARD],
    });

    await userEvent.click(screen.getByRole('switch', { name: 'Local Storage' }));
    expect(stored('bookmarks')).toEqual([BOOKMARK]);
    expect(stored('journal')).toEqual([ENTRY]);
    expect(window.sessionStorage.getItem('lumen-bookmarks')).toBeNull();
    expect(window.localStorage.getItem('lumen-storage-enabled')).toBeNull();
  });

  it('clears only after confirming, names what will go, and leaves no lumen- key', async () => {
    window.localStorage.setItem('lumen-james-completed', JSON.stringify([1, 2, 3]));
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Local Data' }));
    const question = await screen.findByRole('alertdialog', { name: 'Clear all local data?' });
    expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your 1 bookmark, 1 highlight, 1 journal day, 1 plan mark and 1 memory verse kept on this device',
      'Your progress through the James study (3 days)',
      'Your display settings and the choices made here',
    ]);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(stored('bookmarks')).toEqual([BOOKMARK]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Local Data' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear Local Data' }));
    expect(await screen.findByText('Local Data Cleared')).toBeInTheDocument();
    expect(screen.getByText('All local storage data has been removed from this device.')).toBeInTheDocument();
    expect(lumenKeys()).toEqual([]);
  });

  it('clearing a member’s device signs them out, and says so', async () => {
    window.localStorage.setItem('lumen-user', JSON.stringify({ username: 'ruth' }));
    window.localStorage.setItem('lumen-sync-ruth-journal', JSON.stringify([{ ...ENTRY, answers: ['Hers'] }]));
    const loggedOut = vi.fn();
    server.use(
      trpcMsw.auth.logout.mutation(() => (loggedOut(), { success: true })),
      trpcMsw.auth.me.query(() => ({ user: { username: 'ruth' } })),
    );
    renderDialog();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Local Data' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      "The copies of ruth's account data on this device, and the sign-in: you will be signed out (your account keeps its data)",
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Clear Local Data' }));

    expect(
      await screen.findByText(
        'All local storage data has been removed from this device. You have been signed out; your account keeps its data.',
      ),
    ).toBeInTheDocument();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(lumenKeys()).toEqual([]);
  });

  it('imports an exported file, merging it and skipping what is already here', async () => {
    renderDialog();
    const file = {
      timestamp: '2025-03-04T09:30:00.000Z',
      version: '1.0',
      bookmarks: [BOOKMARK, { devotionId: 6, createdAt: '2025-01-06T12:00:00.000Z' }],
      highlights: [
        { ...HIGHLIGHT, id: 'same-quote' },
        { ...HIGHLIGHT, id: 'h2', text: 'the heart', createdAt: '2025-01-06T12:00:00.000Z' },
      ],
      journal: [{ date: '2025-01-05', answers: ['Filled in', 'Not mine'], updatedAt: '2025-03-04T09:30:00.000Z' }],
      planProgress: ['2025-01-05-devotional', '2025-01-06-devotional'],
    };

    await upload(JSON.stringify(file));

    expect(await screen.findByText('Data Imported')).toBeInTheDocument();
    expect(screen.getByText('Restored 1 bookmark, 1 highlight, 1 journal day and 1 plan mark.')).toBeInTheDocument();
    expect(stored('bookmarks').map((bookmark: { devotionId: number }) => bookmark.devotionId)).toEqual([6, 5]);
    expect(stored('highlights').map((highlight: { id: string }) => highlight.id)).toEqual(['h2', 'h1']);
    expect(stored('journal')).toEqual([{ ...ENTRY, answers: ['Filled in', 'My brother.'], updatedAt: '2025-03-04T09:30:00.000Z' }]);
    expect(stored('completed-days')).toEqual(['2025-01-06-devotional', '2025-01-05-devotional']);
  });

  it('skips the entries a file got wrong, lists them by line, and keeps none of them', async () => {
    renderDialog();
    const text = JSON.stringify(
      {
        timestamp: '2025-03-04T09:30:00.000Z',
        version: '1.0',
        bookmarks: [{ devotionId: 6, createdAt: '2025-01-06T12:00:00.000Z' }],
        highlights: [{ ...HIGHLIGHT, id: 'year-zero', createdAt: '0000-01-01T00:00:00.000Z' }],
      },
      null,
      2,
    );

    await upload(text);

    expect(
      await screen.findByText('Restored 1 bookmark. 1 entry was skipped: see the list in Privacy and Data Settings.'),
    ).toBeInTheDocument();
    const skipped = screen.getByRole('region', { name: 'Skipped in the imported file' });
    expect(skipped).toHaveTextContent('Line 11: highlights entry 1: createdAt: A time must lie in the years 1900 to 2200');
    expect(JSON.stringify(window.localStorage)).not.toContain('year-zero');
  });

  it('imports memory verses: a new card, a later review of one kept here, and never an older one', async () => {
    renderDialog();
    const reviewed: MemoryCard = { ...CARD, reps: 3, state: 2, updatedAt: '2025-03-01T08:00:00.000Z' };
    const older: MemoryCard = { ...CARD, reps: 9, updatedAt: '2024-12-01T08:00:00.000Z' };
    const learned = buildMemoryCard({ reference: 'James 1:5', source: { kind: 'james', day: 3 } });

    await upload(JSON.stringify({ version: '1.0', memoryCards: [older, learned] }));
    expect(await screen.findByText('Restored 1 memory verse.')).toBeInTheDocument();
    expect(stored('memory-cards')).toEqual(expect.arrayContaining([CARD, learned]));

    await upload(JSON.stringify({ version: '1.0', memoryCards: [reviewed] }));
    expect(await screen.findByText('Restored 1 memory verse.')).toBeInTheDocument();
    expect(stored('memory-cards').find((card: MemoryCard) => card.reference === CARD.reference)).toEqual(reviewed);
    expect(stored('memory-cards')).toHaveLength(2);
  });

  it('skips the memory verses a file got wrong, by line, and keeps the rest', async () => {
    renderDialog();
    const learned = buildMemoryCard({ reference: 'James 1:5', source: { kind: 'james', day: 3 } });
    const text = JSON.stringify(
      {
        version: '1.0',
        memoryCards: [
          { ...CARD, reference: 'Psalm 1:1', state: 9 },
          learned,
          { ...CARD, reference: 'Psalm 1:2', source: { kind: 'james', day: 31 } },
        ],
      },
      null,
      2,
    );
    const lineOf = (reference: string) => text.split('\n').findIndex((row) => row.includes(`"reference": "${reference}"`));

    await upload(text);

    expect(
      await screen.findByText('Restored 1 memory verse. 2 entries were skipped: see the list in Privacy and Data Settings.'),
    ).toBeInTheDocument();
    const skipped = within(screen.getByRole('region', { name: 'Skipped in the imported file' }));
    expect(skipped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Line ${lineOf('Psalm 1:1')}: memoryCards entry 1: state: must be 0 (new), 1 (learning), 2 (review) or 3 (relearning)`,
      `Line ${lineOf('Psalm 1:2')}: memoryCards entry 3: source.day: must be a James study day, 1 to 30`,
    ]);
    expect(stored('memory-cards').map((card: MemoryCard) => card.reference)).toEqual(expect.arrayContaining([CARD.reference, 'James 1:5']));
    expect(JSON.stringify(window.localStorage)).not.toContain('Psalm 1:');
  });

  it('exports a member’s memory verses from their account, and imports a file’s into it', async () => {
    const ruth = buildUser({ username: 'ruth' });
    const theirs = buildMemoryCard({ reference: 'Psalm 119:11', updatedAt: '2025-02-01T08:00:00.000Z' });
    const api = createMockApi({}, { user: ruth, memberData: { memoryCards: [theirs] } });
    server.use(...handlersFor(api));
    // This device's copy of the account's list, as the app keeps it once fetched.
    window.localStorage.setItem('lumen-sync-ruth-memory', JSON.stringify([theirs]));
    const downloaded = captureDownload();
    renderWithProviders(<PrivacyDialog open onOpenChange={() => {}} />, { user: ruth });

    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    expect((await downloaded()).content.memoryCards).toEqual([theirs]);

    const learned = buildMemoryCard({ reference: 'James 1:5', source: { kind: 'james', day: 3 } });
    await upload(JSON.stringify({ version: '1.0', memoryCards: [learned, theirs] }));
    expect(await screen.findByText('Restored 1 memory verse.')).toBeInTheDocument();
    expect(api.memberData.memoryCards.map((card) => card.reference).sort()).toEqual(['James 1:5', 'Psalm 119:11']);
    // The visitor's own cards on this device are not the account's.
    expect(stored('memory-cards')).toEqual([CARD]);
  });

  it('counts a member’s card or journal day that the file’s later version replaced, and nothing the account kept', async () => {
    const ruth = buildUser({ username: 'ruth' });
    const theirs = buildMemoryCard({ reference: 'Psalm 119:11', updatedAt: '2025-02-01T08:00:00.000Z' });
    const day = { date: '2025-01-05', answers: ['Kept', 'Kept too'], updatedAt: '2025-01-05T12:00:00.000Z' };
    const api = createMockApi({}, { user: ruth, memberData: { memoryCards: [theirs], journal: [day] } });
    server.use(...handlersFor(api));
    window.localStorage.setItem('lumen-sync-ruth-memory', JSON.stringify([theirs]));
    window.localStorage.setItem('lumen-sync-ruth-journal', JSON.stringify([day]));
    renderWithProviders(<PrivacyDialog open onOpenChange={() => {}} />, { user: ruth });

    const reviewed: MemoryCard = { ...theirs, reps: 4, state: 2, updatedAt: '2025-03-01T08:00:00.000Z' };
    const rewritten = { ...day, answers: ['Rewritten', 'Kept too'], updatedAt: '2025-03-01T08:00:00.000Z' };
    await upload(JSON.stringify({ version: '1.0', memoryCards: [reviewed], journal: [rewritten] }));
    expect(await screen.findByText('Restored 1 journal day and 1 memory verse.')).toBeInTheDocument();
    expect(api.memberData.memoryCards).toEqual([reviewed]);
    expect(api.memberData.journal).toEqual([rewritten]);

    // The same file again changes nothing, and says so.
    await upload(JSON.stringify({ version: '1.0', memoryCards: [reviewed], journal: [rewritten, day] }));
    expect(await screen.findByText('Everything in the file was already here.')).toBeInTheDocument();
  });

  it('says clearly when a file is not an export, and changes nothing', async () => {
    renderDialog();

    await upload('{"version":"2.0"}');

    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(screen.getByText('That file is not a LUMEN data export (version: version must be "1.0").')).toBeInTheDocument();
    expect(stored('bookmarks')).toEqual([BOOKMARK]);
  });
});

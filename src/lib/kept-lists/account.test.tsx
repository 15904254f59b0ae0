// The one owner of what signing in and out does to the device (account.ts): a visitor's lists
// join the account that signs in, once, and then leave the visitor's store, so a second account
// never gets them; sign-out sends what is pending, asks about what cannot be sent, and leaves
// none of the account's text behind; clearing the device leaves no `lumen-` key.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookmark, buildHighlight, buildJournalEntry } from '../../../tests/factories/user-data.ts';
import { handlersFor } from '../../../tests/mocks/handlers.ts';
import { createMockApi } from '../../../tests/mocks/mock-api.ts';
import { server } from '../../../tests/mocks/server.ts';
import { TEST_BASE_URL } from '../../../tests/mocks/trpc.ts';
import { createTestClients } from '../../../tests/setup/test-clients.ts';
import { chunkBySize, clearDevice, forgetAccount, joinAccount, rememberMember, sendBeforeSignOut } from './account.ts';
import { pendingKey } from './pending-store.ts';
import { describeSignOut } from './words.ts';

function accountOnServer(username: string, memberData = {}) {
  const api = createMockApi({}, { user: { username }, memberData });
  server.use(...handlersFor(api));
  const { queryClient, trpcClient } = createTestClients();
  return { memberData: api.memberData, context: { client: trpcClient, queryClient } };
}

afterEach(() => vi.restoreAllMocks());

const offline = () => server.use(http.all(`${TEST_BASE_URL}/trpc/*`, () => HttpResponse.error()));
const lumenKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('lumen-'));

function keepAsVisitor() {
  window.localStorage.setItem('lumen-bookmarks', JSON.stringify([buildBookmark({ devotionId: 5 })]));
  window.localStorage.setItem('lumen-highlights', JSON.stringify([buildHighlight({ id: 'h1' })]));
  window.localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-05': ['A private prayer', ''], '2025-01-06': [''] }));
  window.localStorage.setItem('lumen-completed-days', JSON.stringify(['2025-01-05-devotional']));
}

describe('signing in', () => {
  it('merges the visitor’s lists into the account once, then removes them from the visitor’s store', async () => {
    keepAsVisitor();
    const ann = accountOnServer('ann');
    rememberMember('ann');

    // Two sign-ins at once (a double submit) still merge once.
    await Promise.all([joinAccount(ann.context, 'ann'), joinAccount(ann.context, 'ann')]);

    expect(ann.memberData.bookmarks.map((bookmark) => bookmark.devotionId)).toEqual([5]);
    expect(ann.memberData.highlights.map((highlight) => highlight.id)).toEqual(['h1']);
    // A day without an answer is not sent.
    expect(ann.memberData.journal.map(({ date, answers }) => ({ date, answers }))).toEqual([
      { date: '2025-01-05', answers: ['A private prayer', ''] },
    ]);
    expect(ann.memberData.planProgress).toEqual(['2025-01-05-devotional']);
    for (const key of ['lumen-bookmarks', 'lumen-highlights', 'lumen-journal', 'lumen-completed-days']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
  });

  it('never merges one visitor’s data into a second account', async () => {
    keepAsVisitor();
    const ann = accountOnServer('ann');
    rememberMember('ann');
    await joinAccount(ann.context, 'ann');
    await forgetAccount(ann.context, 'ann', 'discard');

    const ben = accountOnServer('ben');
    rememberMember('ben');
    await joinAccount(ben.context, 'ben');
    expect(ben.memberData).toMatchObject({ bookmarks: [], highlights: [], journal: [], planProgress: [] });
  });

  it('keeps the visitor’s lists when the account cannot take them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    keepAsVisitor();
    const ann = accountOnServer('ann');
    offline();
    await joinAccount(ann.context, 'ann');
    expect(JSON.parse(window.localStorage.getItem('lumen-bookmarks')!)).toHaveLength(1);
    expect(window.localStorage.getItem('lumen-journal')).not.toBeNull();
  });
});

describe('signing out', () => {
  it('sends pending changes first, then leaves none of the account’s text on the device', async () => {
    const ann = accountOnServer('ann', {
      journal: [buildJournalEntry({ date: '2025-01-04', answers: ['A private prayer about my marriage'] })],
    });
    rememberMember('ann');
    window.localStorage.setItem('lumen-sync-ann-journal', JSON.stringify(ann.memberData.journal));
    const change = { id: 'c1', list: 'bookmarks', kind: 'put', key: '7', item: buildBookmark({ devotionId: 7 }) };
    window.localStorage.setItem(`lumen-${pendingKey('ann')}`, JSON.stringify([change]));
    window.localStorage.setItem('lumen-sync-ann-note-drafts', JSON.stringify({ '5': { adding: 'Unsaved thought on grace' } }));
    window.localStorage.setItem('lumen-bookmarks', JSON.stringify([buildBookmark({ devotionId: 9 })]));

    expect(await sendBeforeSignOut(ann.context, 'ann')).toEqual({ changes: 0, lists: [], noteDrafts: 0 });
    expect(ann.memberData.bookmarks.map((bookmark) => bookmark.devotionId)).toEqual([7]);
    // The spec's rule for a note editor that loses focus is to save: so does a sign-out.
    expect(ann.memberData.notes.map((note) => note.content)).toEqual(['Unsaved thought on grace']);

    const signedOut = await forgetAccount(ann.context, 'ann', 'discard');
    expect(lumenKeys()).toEqual(['lumen-bookmarks']);
    expect(JSON.stringify(window.localStorage)).not.toContain('marriage');
    expect(signedOut).toEqual({
      stays: { bookmarks: 1, highlights: 0, journal: 0, planProgress: 0, memoryCards: 0 },
      held: 0,
      discarded: 0,
    });
    expect(describeSignOut(signedOut)).toBe(
      "This device no longer holds your account's journal, bookmarks, highlights, note drafts or plan progress; your account keeps them. " +
        'Your own data from before you signed in stays here: 1 bookmark.',
    );
  });

  it('offline, says what could not be sent; kept, it is sent at the same member’s next sign-in only', async () => {
    const ann = accountOnServer('ann');
    rememberMember('ann');
    const change = {
      id: 'c1',
      list: 'journal',
      kind: 'put',
      key: '2025-01-05',
      item: buildJournalEntry({ date: '2025-01-05', answers: ['Offline words'] }),
    };
    window.localStorage.setItem(`lumen-${pendingKey('ann')}`, JSON.stringify([change]));
    offline();

    expect(await sendBeforeSignOut(ann.context, 'ann')).toEqual({ changes: 1, lists: ['journal'], noteDrafts: 0 });
    const signedOut = await forgetAccount(ann.context, 'ann', 'keep');
    expect(signedOut.held).toBe(1);
    expect(describeSignOut(signedOut)).toContain('One change not yet sent stays on this device until you sign in again.');
    expect(lumenKeys().sort()).toEqual(['lumen-held-ann', 'lumen-logout-owed']);

    // Another member signs in: the held change is not theirs.
    const ben = accountOnServer('ben');
    rememberMember('ben');
    await joinAccount(ben.context, 'ben');
    expect(ben.memberData.journal).toEqual([]);
    expect(window.localStorage.getItem('lumen-held-ann')).not.toBeNull();

    const annAgain = accountOnServer('ann');
    rememberMember('ann');
    await joinAccount(annAgain.context, 'ann');
    expect(annAgain.memberData.journal.map((entry) => entry.answers)).toEqual([['Offline words']]);
    expect(window.localStorage.getItem('lumen-held-ann')).toBeNull();
  });

  it('discarded, the unsent change is gone with the rest', async () => {
    const ann = accountOnServer('ann');
    rememberMember('ann');
    window.localStorage.setItem(
      `lumen-${pendingKey('ann')}`,
      JSON.stringify([
        { id: 'c1', list: 'journal', kind: 'put', key: '2025-01-05', item: buildJournalEntry({ answers: ['Offline words'] }) },
      ]),
    );
    offline();
    await sendBeforeSignOut(ann.context, 'ann');
    const signedOut = await forgetAccount(ann.context, 'ann', 'discard');
    expect(signedOut.discarded).toBe(1);
    expect(JSON.stringify(window.localStorage)).not.toContain('Offline words');
  });
});

describe('clearing the device', () => {
  it('signs the member out and leaves no lumen- key, in either storage', async () => {
    keepAsVisitor();
    const ann = accountOnServer('ann');
    rememberMember('ann');
    window.localStorage.setItem('lumen-sync-ann-journal', '[]');
    window.localStorage.setItem('lumen-appearance', '{"scheme":"dark"}');
    window.localStorage.setItem('lumen-james-completed', '[1,2]');
    window.sessionStorage.setItem('lumen-held-ben', '{}');
    window.localStorage.setItem('another-app', 'theirs');

    expect(await clearDevice(ann.context)).toEqual({ signedOut: true, logoutOwed: false });
    expect(lumenKeys()).toEqual([]);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(window.localStorage.getItem('another-app')).toBe('theirs');
  });
});

describe('the merge', () => {
  it('chunks a list under the body limit', () => {
    const items = Array.from({ length: 100 }, (_, index) => ({ text: 'x'.repeat(1000), index }));
    const chunks = chunkBySize(items, 10_000);
    expect(chunks.flat()).toEqual(items);
    for (const chunk of chunks) expect(new TextEncoder().encode(JSON.stringify(chunk)).length).toBeLessThan(10_000);
  });
});

// What the fake API answers when a test does not say otherwise: public content from the
// factories, and a small in-memory account (session and member data) that changes as the real
// one would, so that an add followed by the list's refetch shows the new item, as in production.
import { TRPCError } from '@trpc/server';
import type { Bookmark, Highlight, JournalEntry, MemoryCard, Note, User } from '../../src/shared/schemas/user-data.ts';
import {
  buildDevotionIndex,
  buildDevotionResponse,
  buildDevotionSummary,
  buildNavigation,
  buildShareInfo,
} from '../factories/devotion-response.ts';
import { buildJamesStudyDay, buildJamesStudyList } from '../factories/james.ts';
import { buildStrongsEntry, buildStrongsSearchResult } from '../factories/strongs.ts';
import { buildNote, buildRecoveryCode } from '../factories/user-data.ts';
import type { Answers, MockApiOptions } from './mock-api.ts';

/** A member's data on the fake server. */
export interface MemberData {
  bookmarks: Bookmark[];
  highlights: Highlight[];
  notes: Note[];
  journal: JournalEntry[];
  planProgress: string[];
  memoryCards: MemoryCard[];
}

const newest = <T extends { createdAt: string }>(items: T[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
/** Union by key, the items already on the server kept (the services' ON CONFLICT DO NOTHING). */
const union = <T>(kept: T[], added: T[], key: (item: T) => unknown) => [
  ...kept,
  ...added.filter((item) => !kept.some((known) => key(known) === key(item))),
];
const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });

export function createDefaultAnswers({ user = null, memberData = {} }: MockApiOptions): { answers: Answers; memberData: MemberData } {
  let session: User | null = user;
  const data: MemberData = {
    bookmarks: [],
    highlights: [],
    notes: [],
    journal: [],
    planProgress: [],
    memoryCards: [],
    ...structuredClone(memberData),
  };
  const now = () => new Date().toISOString();

  const answers: Answers = {
    devotion: {
      byDate: ({ date }) => buildDevotionResponse({ date }),
      index: () => buildDevotionIndex(),
      navigation: ({ date }) => buildNavigation(date),
      search: ({ query }) => [buildDevotionSummary({ snippet: `Paul once judged ⟦${query}⟧ by appearances` })],
    },
    share: { byDate: ({ date }) => buildShareInfo({}, buildDevotionResponse({ date })) },
    strongs: {
      byNumber: ({ strongsNumber }) => buildStrongsEntry({ strongsNumber }),
      search: () => [buildStrongsSearchResult()],
    },
    james: {
      list: () => buildJamesStudyList(),
      byDay: ({ day }) => buildJamesStudyDay({ day: Number(day) }),
    },
    auth: {
      me: () => ({ user: session }),
      login: ({ username }) => {
        session = { username: username.trim() };
        return { user: session };
      },
      register: ({ username }) => {
        session = { username: username.trim() };
        return { user: session, recoveryCode: buildRecoveryCode() };
      },
      resetPassword: () => ({ recoveryCode: buildRecoveryCode() }),
      logout: () => {
        session = null;
        return { success: true };
      },
    },
    account: {
      sessions: () => [
        { id: 'a'.repeat(64), device: 'Firefox on Linux', createdAt: now(), lastSeenAt: now(), current: true },
        {
          id: 'b'.repeat(64),
          device: 'Safari on iPhone',
          createdAt: '2025-01-05T08:00:00.000Z',
          lastSeenAt: '2025-01-06T08:00:00.000Z',
          current: false,
        },
      ],
      endSession: () => ({ ended: 1 }),
      endOtherSessions: () => ({ ended: 1 }),
      changePassword: () => ({ ended: 1 }),
      newRecoveryCode: () => ({ recoveryCode: buildRecoveryCode() }),
      delete: () => {
        session = null;
        return { success: true };
      },
    },
    bookmark: {
      list: () => newest(data.bookmarks),
      add: ({ devotionId, date }) => {
        const bookmark = { devotionId, date, createdAt: now() };
        data.bookmarks = union(data.bookmarks, [bookmark], (item) => item.devotionId);
        return data.bookmarks.find((item) => item.devotionId === devotionId)!;
      },
      remove: ({ devotionId }) => {
        if (!data.bookmarks.some((item) => item.devotionId === devotionId)) throw notFound(`No bookmark on devotion ${devotionId}`);
        data.bookmarks = data.bookmarks.filter((item) => item.devotionId !== devotionId);
        return { devotionId };
      },
      merge: ({ bookmarks }) => newest((data.bookmarks = union(data.bookmarks, bookmarks, (item) => item.devotionId))),
    },
    highlight: {
      list: () => newest(data.highlights),
      byDevotion: ({ devotionId }) => newest(data.highlights.filter((item) => item.devotionId === devotionId)),
      create: (input) => {
        const highlight = { ...input, color: input.color as Highlight['color'], createdAt: input.createdAt ?? now() };
        data.highlights = union(data.highlights, [highlight], (item) => item.id);
        return highlight;
      },
      remove: ({ id }) => {
        if (!data.highlights.some((item) => item.id === id)) throw notFound(`No highlight with id ${id}`);
        data.highlights = data.highlights.filter((item) => item.id !== id);
        return { id };
      },
      merge: ({ highlights }) => newest((data.highlights = union(data.highlights, highlights as Highlight[], (item) => item.id))),
    },
    notes: {
      list: ({ devotionId }) => newest(data.notes.filter((note) => note.devotionId === devotionId)),
      all: () => newest(data.notes),
      create: ({ devotionId, content }) => {
        const note = buildNote({ devotionId, content, createdAt: now() });
        data.notes.push(note);
        return note;
      },
      update: ({ id, content }) => {
        const note = data.notes.find((item) => item.id === id);
        if (!note) throw notFound(`No note with id ${id}`);
        note.content = content;
        return { ...note };
      },
      delete: ({ id }) => {
        if (!data.notes.some((item) => item.id === id)) throw notFound(`No note with id ${id}`);
        data.notes = data.notes.filter((item) => item.id !== id);
        return { id };
      },
    },
    journal: {
      list: () => [...data.journal].sort((a, b) => a.date.localeCompare(b.date)),
      // All blank deletes the entry and answers null (server/trpc/routers/journal.ts).
      save: ({ date, answers }) => {
        data.journal = data.journal.filter((entry) => entry.date !== date);
        if (answers.every((answer) => answer.trim() === '')) return null;
        const entry = { date, answers, updatedAt: now() };
        data.journal.push(entry);
        return entry;
      },
      merge: ({ journal }) => {
        for (const entry of journal) {
          const known = data.journal.find((item) => item.date === entry.date);
          if (!known) data.journal.push(entry);
          else if (entry.updatedAt > known.updatedAt) Object.assign(known, entry);
        }
        return [...data.journal].sort((a, b) => a.date.localeCompare(b.date));
      },
    },
    progress: {
      list: () => [...data.planProgress].sort(),
      set: ({ key, complete }) => {
        data.planProgress = data.planProgress.filter((known) => known !== key);
        if (complete) data.planProgress.push(key);
        return { key, complete };
      },
      merge: ({ planProgress }) => (data.planProgress = union(data.planProgress, planProgress, (key) => key)).sort(),
    },
    memory: {
      list: () => [...data.memoryCards].sort((a, b) => a.due.localeCompare(b.due)),
      put: (card) => {
        data.memoryCards = [...data.memoryCards.filter((known) => known.reference !== card.reference), card];
        return card;
      },
      remove: ({ reference }) => {
        if (!data.memoryCards.some((card) => card.reference === reference)) throw notFound(`No memory verse ${reference}`);
        data.memoryCards = data.memoryCards.filter((card) => card.reference !== reference);
        return { reference };
      },
      // The card reviewed last wins (server/services/memory-cards.ts).
      merge: ({ memoryCards }) => {
        for (const card of memoryCards) {
          const known = data.memoryCards.find((item) => item.reference === card.reference);
          if (known && known.updatedAt >= card.updatedAt) continue;
          data.memoryCards = [...data.memoryCards.filter((item) => item.reference !== card.reference), card];
        }
        return [...data.memoryCards].sort((a, b) => a.due.localeCompare(b.due));
      },
    },
  };
  return { answers, memberData: data };
}

// Journal & Reflection answers, one entry per date (DECISIONS "Sharing and the web"), newest
// date first. An entry whose answers are all blank is no entry: removing one saves it blank.
import type { JournalEntry } from '../../../shared/schemas/user-data.ts';
import { defineKeptList, newestFirst } from '../kept-list.ts';

export function hasAnswer(answers: readonly string[]): boolean {
  return answers.some((answer) => answer.trim() !== '');
}

/**
 * The device once kept the journal as a map, { "yyyy-MM-dd": ["answer", …] }: such a store
 * reads as entries changed now (so a sign-in merge prefers them, as it did then).
 */
function upgradeStored(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const updatedAt = new Date().toISOString();
  return Object.entries(value).map(([date, answers]) => ({ date, answers, updatedAt }));
}

export const journalList = defineKeptList({
  id: 'journal',
  keyOf: (entry) => entry.date,
  compare: (a, b) => newestFirst(a.date, b.date),
  worthKeeping: (entry) => hasAnswer(entry.answers),
  upgradeStored,
  // A day already here keeps each answer written, and takes the file's answers for blank ones.
  importInto: (current, incoming) => {
    const byDate = new Map(current.map((entry) => [entry.date, entry]));
    let added = 0;
    for (const entry of incoming) {
      const kept = byDate.get(entry.date)?.answers ?? [];
      const length = Math.max(kept.length, entry.answers.length);
      const answers = Array.from({ length }, (_, index) => {
        const mine = kept[index] ?? '';
        return mine.trim() !== '' ? mine : (entry.answers[index] ?? mine);
      });
      if (!hasAnswer(answers) || answers.every((answer, index) => answer === (kept[index] ?? ''))) continue;
      const joined: JournalEntry = { date: entry.date, answers, updatedAt: entry.updatedAt };
      byDate.set(entry.date, joined);
      added += 1;
    }
    return { items: [...byDate.values()], added };
  },
  remote: {
    list: (client) => client.journal.list.query(),
    put: (client, entry) => client.journal.save.mutate({ date: entry.date, answers: entry.answers }),
    remove: (client, date) => client.journal.save.mutate({ date, answers: [] }),
    merge: (client, journal) => client.journal.merge.mutate({ journal }),
  },
});

// The reader's answers to the Journal & Reflection prompts per date (DECISIONS "Sharing and the
// web": answers are kept per date and are part of the export). Signed out they are kept on this
// device; signed in they are the account's (journal.list / journal.save), cached on this device
// per member (lib/member-sync.ts). Typing shows at once; the save follows a short pause, and a
// failed save says so with a toast (the typed text stays, so nothing is lost).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import { cacheServerCopy, syncKey, useMemberName } from '../../../lib/member-sync.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import type { IsoDate } from '../../../shared/dates.ts';

export const JOURNAL_KEY = 'journal';
export const JOURNAL_ANSWER_MAX_LENGTH = 10_000;
/** How long typing may pause before a member's answers are saved. */
const SAVE_DELAY_MS = 800;

/** `lumen-journal`: { "2025-01-05": ["answer to prompt 1", "", …] }. */
export type JournalStore = Record<string, string[]>;
type JournalList = RouterOutputs['journal']['list'];

/**
 * A stored journal is used only if its shape is right; anything else (another app's data, a
 * hand edit) is ignored rather than fatal. A small guard, not a schema library, because the
 * journal is on the first page and every kilobyte there is read on a phone.
 */
export function isJournalStore(value: unknown): value is JournalStore {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([date, answers]) =>
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      Array.isArray(answers) &&
      answers.every((answer) => typeof answer === 'string' && answer.length <= JOURNAL_ANSWER_MAX_LENGTH),
  );
}

const storeKey = (member: string | null) => (member ? syncKey(member, 'journal') : JOURNAL_KEY);
const readStore = (member: string | null) => readLocal<JournalStore>(storeKey(member), {}, isJournalStore);
const toStore = (list: JournalList): JournalStore => Object.fromEntries(list.map((entry) => [entry.date, entry.answers]));

export function useJournal(date: IsoDate) {
  const member = useMemberName();
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.journal.list.useQuery(undefined, { enabled: member !== null });
  const serverList = member ? list.data : undefined;
  const [answers, setAnswers] = useState<string[]>(() => readStore(member)[date] ?? []);
  // Once the reader types, the server's (older) answers must not replace theirs.
  const edited = useRef(false);
  const { mutateAsync: saveAsync } = trpc.journal.save.useMutation();
  const pendingSave = useRef<{ timer: ReturnType<typeof setTimeout>; run: () => void } | null>(null);

  // Signing in or out shows that reader's answers.
  const shownFor = useRef(member);
  useEffect(() => {
    if (shownFor.current === member) return;
    shownFor.current = member;
    edited.current = false;
    setAnswers(readStore(member)[date] ?? []);
  }, [member, date]);

  // The account's answers, kept on this device so they show at once next time.
  useEffect(() => {
    if (!member || !serverList) return;
    cacheServerCopy(member, 'journal', toStore(serverList));
    if (!edited.current) setAnswers(serverList.find((entry) => entry.date === date)?.answers ?? []);
  }, [member, serverList, date]);

  const save = useCallback(
    async (answersToSave: string[]) => {
      const previous = utils.journal.list.getData();
      const updatedAt = new Date().toISOString();
      const blank = answersToSave.every((answer) => answer.trim() === '');
      utils.journal.list.setData(undefined, (current) => {
        const others = (current ?? []).filter((entry) => entry.date !== date);
        return blank ? others : [...others, { date, answers: answersToSave, updatedAt }].sort((a, b) => a.date.localeCompare(b.date));
      });
      try {
        await saveAsync({ date, answers: answersToSave });
      } catch {
        if (previous) utils.journal.list.setData(undefined, previous);
        toast({ title: 'Error', description: 'Failed to save your journal answers. Please try again.', tone: 'destructive' });
      }
    },
    [utils, saveAsync, date, toast],
  );

  // A save waiting at unmount is sent at once.
  useEffect(
    () => () => {
      const waiting = pendingSave.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pendingSave.current = null;
      waiting.run();
    },
    [],
  );

  const setAnswer = useCallback(
    (index: number, text: string) => {
      edited.current = true;
      setAnswers((current) => {
        const next = [...current];
        next[index] = text.slice(0, JOURNAL_ANSWER_MAX_LENGTH);
        // Read the store afresh so another tab's answers for other dates are kept.
        const store = readStore(member);
        const filled = next.map((answer) => answer ?? '');
        if (filled.every((answer) => answer.trim() === '')) delete store[date];
        else store[date] = filled;
        writeLocal(storeKey(member), store);
        if (member) {
          if (pendingSave.current) clearTimeout(pendingSave.current.timer);
          const run = () => void save(filled);
          pendingSave.current = {
            run,
            timer: setTimeout(() => {
              pendingSave.current = null;
              run();
            }, SAVE_DELAY_MS),
          };
        }
        return next;
      });
    },
    [date, member, save],
  );

  return { answers, setAnswer };
}

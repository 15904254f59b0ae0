// The reader's answers to the Journal & Reflection prompts per date (DECISIONS "Sharing and the
// web": answers are kept per date and are part of the export), kept the one way every list is
// kept (lib/kept-lists): a visitor's on this device, a member's in the account with a copy here.
// Typing shows and is kept at once; a member's answers are sent once typing pauses, and a save
// the server refuses says so with a toast (the typed text stays in the box).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { journalList } from '../../../lib/kept-lists/lists/journal.ts';
import { useKeptList } from '../../../lib/kept-lists/use-kept-list.ts';
import { USER_DATA_LIMITS } from '../../../shared/kept-data.ts';
import type { IsoDate } from '../../../shared/dates.ts';

/** How long typing may pause before a member's answers are sent. */
const SEND_DELAY_MS = 800;

/**
 * What a box holds once the kept answers are read, when the reader wrote in it before: their text,
 * after the kept answer it could not show yet (nothing is lost, and nothing is shown twice).
 */
function answerWithHeldText(kept: string, held: string): string {
  if (kept === '' || held.startsWith(kept)) return held;
  return `${kept}\n\n${held}`;
}

export function useJournal(date: IsoDate) {
  const { items, ready, member, put, remove } = useKeptList(journalList);
  const toast = useToast();
  const kept = items.find((entry) => entry.date === date)?.answers;
  const [answers, setAnswers] = useState<string[]>(() => kept ?? []);
  // The answers as last typed, for the next keystroke (which may come before a re-render).
  const latest = useRef(answers);
  // Once the reader types, answers read later (the server's, another tab's) must not replace theirs.
  const edited = useRef(false);

  // What is kept shows once it is read, and follows sign-in and sign-out.
  const keptText = JSON.stringify(kept ?? []);
  const shownFor = useRef(member);
  useEffect(() => {
    if (shownFor.current !== member) {
      shownFor.current = member;
      edited.current = false;
    }
    if (edited.current) return;
    latest.current = JSON.parse(keptText) as string[];
    setAnswers(latest.current);
  }, [keptText, member]);

  const setAnswer = useCallback(
    (index: number, text: string) => {
      edited.current = true;
      const current = latest.current;
      const next = Array.from({ length: Math.max(current.length, index + 1) }, (_, at) => current[at] ?? '');
      next[index] = text.slice(0, USER_DATA_LIMITS.journalAnswer);
      latest.current = next;
      setAnswers(next);
      const options = { sendDelayMs: SEND_DELAY_MS };
      const saved = next.every((answer) => answer.trim() === '')
        ? remove(date, options)
        : put({ date, answers: next, updatedAt: new Date().toISOString() }, options);
      saved.catch(() =>
        toast({ title: 'Error', description: 'Failed to save your journal answers. Please try again.', tone: 'destructive' }),
      );
    },
    [date, put, remove, toast],
  );

  /** Once the kept answers are read: saves text written in the boxes before, box by box. */
  const keepHeldText = useCallback(
    (held: ReadonlyArray<string | undefined>) =>
      held.forEach((text, index) => {
        // `latest` holds the kept answers by now: they are read in the effect above, which runs first.
        const kept = latest.current[index] ?? '';
        if (text !== undefined && text !== kept) setAnswer(index, answerWithHeldText(kept, text));
      }),
    [setAnswer],
  );

  return { answers, setAnswer, keepHeldText, ready };
}

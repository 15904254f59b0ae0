// Spec 2 "Journal & Reflection" numbered prompts, each with a box for the reader's answer,
// saved on this device as they type.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IsoDate } from '../../../shared/dates.ts';
import { useJournal } from '../hooks/use-journal.ts';
import * as styles from './journal-prompts.css.ts';

export function JournalPrompts({ date, prompts }: { date: IsoDate; prompts: string[] }) {
  const { answers, setAnswer, keepHeldText, ready } = useJournal(date);
  const boxes = useRef<Array<HTMLTextAreaElement | null>>([]);
  // Text put in a box before the kept answers are read is held here, shown as it is, and saved
  // once they are. Some of it is in the box but not in the app (typed, pasted, dictated or filled
  // in before the app was live): React takes a box's value as it finds it when it hydrates and
  // sends no change for it, and its next render would set the box back to the app's value, so
  // the boxes are read as they are first committed. What comes later arrives through onChange.
  const [held, setHeld] = useState<ReadonlyArray<string | undefined> | null>(null);
  useLayoutEffect(() => {
    const found = boxes.current.map((box) => (box && box.value !== '' ? box.value : undefined));
    if (found.some((text, index) => text !== undefined && text !== (answers[index] ?? ''))) setHeld(found);
    // Only the boxes as first committed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!ready || !held) return;
    keepHeldText(held);
    setHeld(null);
  }, [ready, held, keepHeldText]);
  return (
    <>
      <ol className={styles.list}>
        {prompts.map((prompt, index) => (
          <li key={prompt}>
            <label htmlFor={`journal-${date}-${index}`}>{prompt}</label>
            <textarea
              id={`journal-${date}-${index}`}
              ref={(box) => void (boxes.current[index] = box)}
              className={styles.answer}
              value={held?.[index] ?? answers[index] ?? ''}
              onChange={(event) => {
                const text = event.target.value;
                if (ready) setAnswer(index, text);
                else setHeld((current) => Object.assign([...(current ?? [])], { [index]: text }));
              }}
              aria-busy={!ready}
              placeholder="Write your answer..."
              rows={3}
            />
          </li>
        ))}
      </ol>
      <p className={styles.note}>Your answers are saved on this device as you type.</p>
    </>
  );
}

// Spec 2 "Journal & Reflection" numbered prompts, each with a box for the reader's answer,
// saved on this device as they type.
import type { IsoDate } from '../../../shared/dates.ts';
import { useJournal } from '../hooks/use-journal.ts';
import * as styles from './journal-prompts.css.ts';

export function JournalPrompts({ date, prompts }: { date: IsoDate; prompts: string[] }) {
  const { answers, setAnswer } = useJournal(date);
  return (
    <>
      <ol className={styles.list}>
        {prompts.map((prompt, index) => (
          <li key={prompt}>
            <label htmlFor={`journal-${date}-${index}`}>{prompt}</label>
            <textarea
              id={`journal-${date}-${index}`}
              className={styles.answer}
              value={answers[index] ?? ''}
              onChange={(event) => setAnswer(index, event.target.value)}
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

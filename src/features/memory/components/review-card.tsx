// One card's review (issue 30): the reference and a hint first; then recall, by revealing the
// verse or by typing the first letter of each word (mistakes marked); then a grade.
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ScriptureText } from '../../../components/ui/scripture-text.tsx';
import * as field from '../../../components/ui/field.css.ts';
import { MEMORY_GRADES, type MemoryGrade } from '../../../shared/memory-schedule.ts';
import type { MemoryCard } from '../../../shared/schemas/user-data.ts';
import { useVerseText } from '../hooks/use-verse-text.ts';
import { hintOf, recallWords, verseWords } from '../recall.ts';
import * as styles from './memory.css.ts';

const GRADE_LABELS: Record<MemoryGrade, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

type Stage = 'prompt' | 'typing' | 'answer';

export function ReviewCard({ card, onGrade }: { card: MemoryCard; onGrade: (grade: MemoryGrade) => void }) {
  const verse = useVerseText(card.source);
  const [stage, setStage] = useState<Stage>('prompt');
  const [typed, setTyped] = useState('');
  const inputId = useId();

  if (verse.status === 'loading') {
    return (
      <article className={styles.card} aria-label={`Review ${card.reference}`}>
        <h2 className={styles.reference}>{card.reference}</h2>
        <p className={styles.muted}>Loading the verse...</p>
      </article>
    );
  }
  if (verse.status === 'error') {
    return (
      <article className={styles.card} aria-label={`Review ${card.reference}`}>
        <h2 className={styles.reference}>{card.reference}</h2>
        <p className={styles.muted}>The verse could not be loaded. Check your connection and try again.</p>
      </article>
    );
  }

  const words = verseWords(verse.text);
  const recalled = recallWords(words, typed);
  const mistakes = recalled.filter((word) => !word.correct).length;
  const finishedTyping = recalled.length === words.length;

  return (
    <article className={styles.card} aria-label={`Review ${card.reference}`}>
      <h2 className={styles.reference}>{card.reference}</h2>
      <p className={styles.hint}>Hint: {hintOf(words)}</p>

      {stage === 'prompt' ? (
        <div className={styles.actions}>
          <Button onClick={() => setStage('answer')}>Reveal the verse</Button>
          <Button tone="secondary" onClick={() => setStage('typing')}>
            Type the first letters
          </Button>
        </div>
      ) : null}

      {stage === 'typing' ? (
        <>
          <label htmlFor={inputId}>Type the first letter of each word</label>
          <input
            id={inputId}
            className={field.textInput}
            value={typed}
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p className={styles.typed} aria-live="polite" aria-label="Your recall">
            {recalled.map((word, index) => (
              <span key={index}>
                {word.correct ? (
                  word.word
                ) : (
                  <span className={styles.mistake} data-mistake="">
                    {word.word}
                  </span>
                )}{' '}
              </span>
            ))}
          </p>
          <p className={styles.muted} role="status">
            {mistakes === 0 ? 'No mistakes' : mistakes === 1 ? '1 mistake' : `${mistakes} mistakes`} · {recalled.length} of {words.length}{' '}
            words
          </p>
          {finishedTyping ? null : (
            <div className={styles.actions}>
              <Button tone="ghost" onClick={() => setStage('answer')}>
                Reveal the verse
              </Button>
            </div>
          )}
        </>
      ) : null}

      {stage === 'answer' || finishedTyping ? (
        <>
          {stage === 'answer' ? (
            <blockquote className={styles.typed}>
              <ScriptureText text={verse.text} />
            </blockquote>
          ) : null}
          <div className={styles.actions} role="group" aria-label="How well did you know it?">
            {MEMORY_GRADES.map((grade) => (
              <Button key={grade} tone={grade === 'good' ? 'primary' : 'secondary'} onClick={() => onGrade(grade)}>
                {GRADE_LABELS[grade]}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </article>
  );
}

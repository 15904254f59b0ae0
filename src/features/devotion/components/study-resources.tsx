// Word Study and Historical Context (spec 2 "Study resources"), with the generic fallback
// sentences for a devotion that lacks them.
import type { ReactNode } from 'react';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import * as reading from '../../../styles/reading.css.ts';

export function WordStudy({ wordStudy, action }: { wordStudy: Devotion['wordStudy'] | null; action?: ReactNode }) {
  if (!wordStudy) {
    return (
      <p className={reading.muted}>Explore the key words of today’s passage in their original language to see its meaning more clearly.</p>
    );
  }
  const original = wordStudy.greekWord ?? wordStudy.hebrewWord ?? wordStudy.word;
  const language = wordStudy.greekWord ? 'Greek' : wordStudy.hebrewWord ? 'Hebrew' : null;
  return (
    <div className={reading.section}>
      <p>
        <strong>{wordStudy.word}</strong>
        {language ? (
          <>
            {' '}
            — {language} <span lang={language === 'Greek' ? 'grc' : 'he'}>{original}</span>
            {wordStudy.transliteration ? <> ({wordStudy.transliteration})</> : null}, Strong’s {wordStudy.strongsNumber}
          </>
        ) : null}
      </p>
      <p className={reading.small}>Definition: {wordStudy.definition}</p>
      <p>{wordStudy.usage}</p>
      {action}
    </div>
  );
}

export function HistoricalContext({ context }: { context: Devotion['historicalContext'] | null }) {
  if (!context) {
    return (
      <p className={reading.muted}>Consider who first heard these words, and what their world was like, as you read today’s passage.</p>
    );
  }
  return <TitledText text={context} />;
}

export function TitledText({ text }: { text: { title: string; content: string } }) {
  return (
    <div className={reading.section}>
      <p>
        <strong>{text.title}</strong>
      </p>
      <p>{text.content}</p>
    </div>
  );
}

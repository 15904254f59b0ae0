// The reading sections of a devotion (spec 2 "Devotion card"): body, reflection, journal,
// memory verse, study notes, prayer and citations; and the study sections (word study,
// historical context, deeper study) that the date's layout places.
import type { ReactNode } from 'react';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import * as reading from '../../../styles/reading.css.ts';
import { DevotionBody } from './devotion-body.tsx';
import { HistoricalContext, TitledText, WordStudy } from './study-resources.tsx';

/** What features put into the card (STYLE "Feature walls"): the route composes them. */
export interface DevotionCardSlots {
  /** The Journal & Reflection prompts, with room for answers. */
  renderJournal?: (devotion: Devotion) => ReactNode;
  /** The Personal Study Notes section's content. */
  studyNotes?: ReactNode;
  /** Draws quoted scripture (the Strong's word links). */
  renderVerseText?: (text: string) => ReactNode;
  /** An action beside the word study, given its Strong's number. */
  wordStudyAction?: (strongsNumber: string) => ReactNode;
}

export function ReadingSections({ devotion, renderJournal, studyNotes, renderVerseText }: { devotion: Devotion } & DevotionCardSlots) {
  return (
    <>
      <DevotionBody content={devotion.content} />
      <Section title="Reflection Question">
        <p>{devotion.reflection}</p>
      </Section>
      <Section title="Journal & Reflection">
        {renderJournal ? (
          renderJournal(devotion)
        ) : (
          <ol className={reading.list}>
            {devotion.journalingPrompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Memory Verse">
        <VerseQuote text={devotion.memoryVerse.text} reference={devotion.memoryVerse.reference} renderText={renderVerseText} />
        <p className={reading.small}>
          <strong>Reflection Guide:</strong> {devotion.memoryVerse.context}
        </p>
      </Section>
      <Section title="Personal Study Notes">
        {studyNotes ?? <p className={reading.muted}>Sign in to access personal study notes and track your spiritual journey.</p>}
      </Section>
      <Section title="Prayer">
        <p>{devotion.prayer}</p>
      </Section>
      <Section title="Citations & Sources">
        <ol className={reading.list}>
          {devotion.citations.map((citation) => (
            <li key={citation} className={reading.small}>
              {citation}
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

export function StudySections({ devotion, wordStudyAction }: { devotion: Devotion } & Pick<DevotionCardSlots, 'wordStudyAction'>) {
  return (
    <>
      <Section title="Word Study">
        <WordStudy wordStudy={devotion.wordStudy} action={devotion.wordStudy && wordStudyAction?.(devotion.wordStudy.strongsNumber)} />
      </Section>
      <Section title="Historical Context">
        <HistoricalContext context={devotion.historicalContext} />
      </Section>
      <Section title="Deeper Study">
        <TitledText text={devotion.deeperStudy} />
      </Section>
    </>
  );
}


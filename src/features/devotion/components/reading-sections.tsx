// The reading sections of a devotion (spec 2 "Devotion card"): body, reflection, journal,
// memory verse, study notes, prayer and citations; and the study sections (word study,
// historical context, deeper study) that the date's layout places.
import type { ReactNode } from 'react';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { PrayerText } from '../../../components/ui/prayer-text.tsx';
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
  /** Under the title: the day read aloud. */
  renderListen?: (devotion: Devotion) => ReactNode;
  /** What closes the devotion, after its panels (the plan's "Done"). */
  renderEnd?: (devotion: Devotion) => ReactNode;
  /** Beside the memory verse: learning it. */
  memoryVerseAction?: (devotion: Devotion) => ReactNode;
}

export function ReadingSections({
  devotion,
  renderJournal,
  studyNotes,
  renderVerseText,
  memoryVerseAction,
}: { devotion: Devotion } & DevotionCardSlots) {
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
        <p className={reading.small} data-highlightable="">
          <strong>Reflection Guide:</strong> {devotion.memoryVerse.context}
        </p>
        {memoryVerseAction?.(devotion)}
      </Section>
      <Section title="Personal Study Notes">
        {studyNotes ?? <p className={reading.muted}>Sign in to access personal study notes and track your spiritual journey.</p>}
      </Section>
      <Section title="Prayer">
        <div data-highlightable="">
          <PrayerText text={devotion.prayer} />
        </div>
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
      {/* Highlightable, all but the word study's link (features/highlights). */}
      <Section title="Word Study">
        <div data-highlightable="">
          <WordStudy
            wordStudy={devotion.wordStudy}
            action={devotion.wordStudy && <span data-no-highlight="">{wordStudyAction?.(devotion.wordStudy.strongsNumber)}</span>}
          />
        </div>
      </Section>
      <Section title="Historical Context">
        <div data-highlightable="">
          <HistoricalContext context={devotion.historicalContext} />
        </div>
      </Section>
      <Section title="Deeper Study">
        <div data-highlightable="">
          <TitledText text={devotion.deeperStudy} />
        </div>
      </Section>
    </>
  );
}

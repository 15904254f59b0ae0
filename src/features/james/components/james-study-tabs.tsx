// Spec 2 "James study page": the Study, Reflect, Deeper and Context tabs of one day.
import { Tabs } from 'radix-ui';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import type { JamesStudyDay } from '../../../shared/schemas/james.ts';
import * as reading from '../../../styles/reading.css.ts';
import * as styles from './james-study-page.css.ts';

function Paragraphs({ text }: { text: string }) {
  return (
    <div className={reading.prose}>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

// Radix keeps an inactive panel as an empty element marked `hidden` (and tabIndex 0); the
// panel class must not display it, or each hidden panel is an empty stop in the tab order.
const panelClass = `${tabStyles.content} ${styles.panel}`;

export function JamesStudyTabs({ study }: { study: JamesStudyDay }) {
  return (
    <Tabs.Root defaultValue="study" className={tabStyles.root}>
      <Tabs.List className={tabStyles.list} aria-label="Study sections">
        {['Study', 'Reflect', 'Deeper', 'Context'].map((label) => (
          <Tabs.Trigger key={label} value={label.toLowerCase()} className={tabStyles.trigger}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="study" className={panelClass}>
        <Paragraphs text={study.content} />
        <Section title="Memory Verse">
          <VerseQuote text={study.memoryVerse.verse} reference={study.memoryVerse.reference} />
          <p className={reading.small}>{study.memoryVerse.context}</p>
        </Section>
      </Tabs.Content>
      <Tabs.Content value="reflect" className={panelClass}>
        <Section title="Personal Reflection">
          <p>{study.reflection}</p>
        </Section>
        <Section title="Prayer">
          <p>{study.prayer}</p>
        </Section>
        <Section title="Journaling Questions">
          <ol className={reading.list}>
            {study.journalingPrompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ol>
        </Section>
      </Tabs.Content>
      <Tabs.Content value="deeper" className={panelClass}>
        <Section title={study.deeperStudy.title}>
          <Paragraphs text={study.deeperStudy.content} />
        </Section>
        <Section title={`Word Study: ${study.wordStudy.title}`}>
          <p className={reading.small}>
            {study.wordStudy.word} — Greek <span lang="grc">{study.wordStudy.originalWord}</span> ({study.wordStudy.transliteration}),
            Strong’s {study.wordStudy.strongsNumber}
          </p>
          <Paragraphs text={study.wordStudy.content} />
        </Section>
      </Tabs.Content>
      <Tabs.Content value="context" className={panelClass}>
        <Section title={study.historicalContext.title}>
          <Paragraphs text={study.historicalContext.content} />
        </Section>
        <Section title="Related Verses">
          <div className={styles.badges}>
            {study.relatedVerses.map((reference) => (
              <span key={reference} className={reading.badge}>
                {reference}
              </span>
            ))}
          </div>
        </Section>
        <Section title="Citations & Sources">
          <ol className={reading.list}>
            {study.citations.map((citation) => (
              <li key={citation} className={reading.small}>
                {citation}
              </li>
            ))}
          </ol>
        </Section>
      </Tabs.Content>
    </Tabs.Root>
  );
}

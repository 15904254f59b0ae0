// Spec 2 "James study page": the Study, Reflect, Deeper and Context tabs of one day.
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { PrayerText } from '../../../components/ui/prayer-text.tsx';
import { ReadingText } from '../../../components/ui/reading-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import type { JamesStudyDay } from '../../../shared/schemas/james.ts';
import * as reading from '../../../styles/reading.css.ts';
import * as styles from './james-study-page.css.ts';

function Paragraphs({ text }: { text: string }) {
  return (
    <div className={reading.prose}>
      <ReadingText>
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </ReadingText>
    </div>
  );
}

// Radix keeps an inactive panel as an empty element marked `hidden` (and tabIndex 0); the
// panel class must not display it, or each hidden panel is an empty stop in the tab order.
const panelClass = `${tabStyles.content} ${styles.panel}`;

// The page is rendered on the server, and the CSP's style-src forbids style attributes in HTML:
// Radix's inline `outline: none` on the list is switched off here and comes from its class (the
// first panel's `animation-duration: 0s` is taken out by src/entry-server.tsx).
const NO_LIST_STYLE = { outline: undefined };

function Panel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className={panelClass}>
      {children}
    </Tabs.Content>
  );
}

export function JamesStudyTabs({ study, memoryVerseAction }: { study: JamesStudyDay; memoryVerseAction?: ReactNode }) {
  return (
    <Tabs.Root defaultValue="study" className={tabStyles.root}>
      <Tabs.List className={`${tabStyles.list} ${styles.tabList}`} style={NO_LIST_STYLE} aria-label="Study sections">
        {['Study', 'Reflect', 'Deeper', 'Context'].map((label) => (
          <Tabs.Trigger key={label} value={label.toLowerCase()} className={tabStyles.trigger}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Panel value="study">
        <Paragraphs text={study.content} />
        <Section title="Memory Verse">
          <VerseQuote text={study.memoryVerse.verse} reference={study.memoryVerse.reference} />
          <p className={reading.small}>{study.memoryVerse.context}</p>
          {memoryVerseAction}
        </Section>
      </Panel>
      <Panel value="reflect">
        <Section title="Personal Reflection">
          <p>{study.reflection}</p>
        </Section>
        <Section title="Prayer">
          <PrayerText text={study.prayer} />
        </Section>
        <Section title="Journaling Questions">
          <ol className={reading.list}>
            {study.journalingPrompts.map((prompt) => (
              <li key={prompt}>{prompt}</li>
            ))}
          </ol>
        </Section>
      </Panel>
      <Panel value="deeper">
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
      </Panel>
      <Panel value="context">
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
      </Panel>
    </Tabs.Root>
  );
}

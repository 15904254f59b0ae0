// Spec 2 "Devotion card": hero, labels, title, verse, body and the reading sections.
import { ExternalLink } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { formatFullDate } from '../../../shared/dates.ts';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import { readLocal, writeLocal } from '../../../lib/local-store.ts';
import { isAdventDate, studyLayoutFor } from '../study-layout.ts';
import { DevotionBody } from './devotion-body.tsx';
import * as styles from './devotion-card.css.ts';
import { ScriptureText, VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import { HistoricalContext, TitledText, WordStudy } from './study-resources.tsx';
import * as reading from '../../../styles/reading.css.ts';

type PreferredTab = 'devotional' | 'study';
const PREFERRED_TAB_KEY = 'preferred-tab';
const isPreferredTab = (value: unknown): value is PreferredTab => value === 'devotional' || value === 'study';

function HeroImage({ devotion }: { devotion: Devotion }) {
  const [failed, setFailed] = useState(false);
  const image = failed ? devotion.fallbackImage : devotion.heroImage;
  return (
    <div className={styles.hero}>
      <img
        key={image.url}
        className={styles.heroImage}
        src={image.url}
        alt={image.alt}
        width={1600}
        height={700}
        onError={() => setFailed(true)}
      />
      <span className={styles.heroCredit}>{image.credit}</span>
    </div>
  );
}

function ReadingSections({ devotion }: { devotion: Devotion }) {
  return (
    <>
      <DevotionBody content={devotion.content} />
      <Section title="Reflection Question">
        <p>{devotion.reflection}</p>
      </Section>
      <Section title="Journal & Reflection">
        <ol className={reading.list}>
          {devotion.journalingPrompts.map((prompt) => (
            <li key={prompt}>{prompt}</li>
          ))}
        </ol>
      </Section>
      <Section title="Memory Verse">
        <VerseQuote text={devotion.memoryVerse.text} reference={devotion.memoryVerse.reference} />
        <p className={reading.small}>
          <strong>Reflection Guide:</strong> {devotion.memoryVerse.context}
        </p>
      </Section>
      <Section title="Personal Study Notes">
        <p className={reading.muted}>Sign in to access personal study notes and track your spiritual journey.</p>
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

function StudySections({ devotion }: { devotion: Devotion }) {
  return (
    <>
      <Section title="Word Study">
        <WordStudy wordStudy={devotion.wordStudy} />
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

/** Spec 2: 2025-07-24 to 2026-06-30 show "Devotional" / "Bible Study" tabs; the choice is kept locally. */
function TabbedSections({ devotion }: { devotion: Devotion }) {
  const [tab, setTab] = useState<PreferredTab>(() => readLocal(PREFERRED_TAB_KEY, 'devotional', isPreferredTab));
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        if (!isPreferredTab(value)) return;
        setTab(value);
        writeLocal(PREFERRED_TAB_KEY, value);
      }}
      className={tabStyles.root}
    >
      <Tabs.List className={tabStyles.list} aria-label="Devotion view">
        <Tabs.Trigger value="devotional" className={tabStyles.trigger}>
          Devotional
        </Tabs.Trigger>
        <Tabs.Trigger value="study" className={tabStyles.trigger}>
          Bible Study
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="devotional" className={tabStyles.content}>
        <ReadingSections devotion={devotion} />
      </Tabs.Content>
      <Tabs.Content value="study" className={tabStyles.content}>
        <StudySections devotion={devotion} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function DevotionCard({ devotion, dateControl }: { devotion: Devotion; dateControl?: ReactNode }) {
  const advent = isAdventDate(devotion.date);
  const layout = studyLayoutFor(devotion.date);
  return (
    <article className={styles.card} aria-labelledby="devotion-title">
      <HeroImage devotion={devotion} />
      <div className={styles.body}>
        <div className={`${styles.meta} ${advent ? styles.metaCentred : ''}`}>
          <span className={styles.label}>Daily Devotional</span>
          {dateControl ?? <span className={reading.byline}>{formatFullDate(devotion.date)}</span>}
          {advent ? (
            <span className={reading.byline}>
              A Devotional by <strong>{devotion.author}</strong>
            </span>
          ) : (
            <span className={reading.badge}>{devotion.author}</span>
          )}
        </div>
        <h1 id="devotion-title" className={`${styles.title} ${advent ? styles.titleCentred : ''}`}>
          {devotion.title}
        </h1>
        <VerseQuote text={devotion.verseText} reference={`${devotion.verseReference} (KJV)`}>
          <a href={devotion.readOnUrl} target="_blank" rel="noopener noreferrer">
            Read on <ExternalLink size={12} aria-hidden style={{ display: 'inline' }} />
          </a>
        </VerseQuote>
        {layout === 'tabbed' ? <TabbedSections devotion={devotion} /> : <ReadingSections devotion={devotion} />}
        {layout === 'current' ? <StudySections devotion={devotion} /> : null}
        <div className={styles.panels}>
          <section className={styles.panel} aria-label="Related Verses">
            <h3 className={reading.sectionTitle}>Related Verses</h3>
            {devotion.relatedVerses.length === 0 ? (
              <p className={reading.muted}>No related verses available for this devotion.</p>
            ) : (
              devotion.relatedVerses.map((related) => (
                <div key={related.reference} className={styles.relatedItem}>
                  <p>
                    <ScriptureText text={related.text} />
                  </p>
                  <span className={reading.badge}>{related.reference}</span>
                  <p className={reading.small}>
                    <strong>Insight:</strong> {related.context}
                  </p>
                </div>
              ))
            )}
          </section>
          <section className={styles.panel} aria-label="Weekly Theme">
            <h3 className={reading.sectionTitle}>Weekly Theme</h3>
            {devotion.weeklyTheme ? (
              <>
                <p>
                  <strong>{devotion.weeklyTheme}</strong>
                </p>
                <p className={reading.small}>{devotion.weeklyThemeDescription}</p>
                <span className={reading.badge}>Day {devotion.dayOfWeek} of 7</span>
              </>
            ) : (
              <p className={reading.muted}>Weekly theme information not available.</p>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

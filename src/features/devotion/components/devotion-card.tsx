// Spec 2 "Devotion card": hero, labels, title, verse, the reading sections in the layout of
// the devotion's date, and the Related Verses and Weekly Theme panels.
import { ExternalLink } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { ReadingText } from '../../../components/ui/reading-text.tsx';
import { ScriptureText, VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { preloadable } from '../../../lib/preloadable.tsx';
import { formatFullDate } from '../../../shared/dates.ts';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import * as reading from '../../../styles/reading.css.ts';
import { isAdventDate, studyLayoutFor } from '../../../shared/study-layout.ts';
import * as styles from './devotion-card.css.ts';
import { ReadingSections, type DevotionCardSlots } from './reading-sections.tsx';
import { CurrentStudy, ProgressiveStudy } from './study-layouts.tsx';

export type { DevotionCardSlots } from './reading-sections.tsx';

// Tabs are needed only for the programme's tabbed dates; other days do not load them. A page of
// a tabbed date loads them before it hydrates (src/app/start.tsx).
export const TabbedSections = preloadable(() => import('./tabbed-sections.tsx').then((module) => module.default));

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
        // The day's picture is the largest thing on a phone's first screen: ask for it first.
        fetchPriority="high"
        onError={() => setFailed(true)}
      />
      <span className={styles.heroCredit}>{image.credit}</span>
    </div>
  );
}

export function DevotionCard({ devotion, dateControl, ...slots }: { devotion: Devotion; dateControl?: ReactNode } & DevotionCardSlots) {
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
        <h1 id="devotion-title" tabIndex={-1} className={`${styles.title} ${advent ? styles.titleCentred : ''}`}>
          {devotion.title}
        </h1>
        {slots.renderListen?.(devotion)}
        <VerseQuote text={devotion.verseText} reference={`${devotion.verseReference} (KJV)`} renderText={slots.renderVerseText}>
          <a href={devotion.readOnUrl} target="_blank" rel="noopener noreferrer">
            Read on <ExternalLink size={12} aria-hidden className={styles.inlineIcon} />
          </a>
        </VerseQuote>
        {layout === 'tabbed' ? (
          <Suspense fallback={<ReadingSections devotion={devotion} {...slots} />}>
            <TabbedSections devotion={devotion} {...slots} />
          </Suspense>
        ) : (
          <ReadingSections devotion={devotion} {...slots} />
        )}
        {layout === 'progressive' ? <ProgressiveStudy devotion={devotion} wordStudyAction={slots.wordStudyAction} /> : null}
        {layout === 'current' ? <CurrentStudy devotion={devotion} wordStudyAction={slots.wordStudyAction} /> : null}
        <ReadingText>
          <div className={styles.panels}>
            <section className={styles.panel} aria-label="Related Verses">
              <h2 className={reading.sectionTitle}>Related Verses</h2>
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
              <h2 className={reading.sectionTitle}>Weekly Theme</h2>
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
        </ReadingText>
        {slots.renderEnd?.(devotion)}
      </div>
    </article>
  );
}

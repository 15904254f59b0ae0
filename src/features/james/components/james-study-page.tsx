// Spec 2 "James study page": one day of the 30-day study with Study, Reflect, Deeper and
// Context tabs, and the not-found card for days that do not exist.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingOverlay, StateView } from '../../../components/ui/state-view.tsx';
import { JAMES_STUDY_DAYS } from '../../../shared/constants.ts';
import type { JamesStudyDay } from '../../../shared/schemas/james.ts';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import { Section } from '../../../components/ui/section.tsx';
import * as tabStyles from '../../../components/ui/tabs.css.ts';
import { isJamesStudyDay, useJamesStudyDay } from '../hooks/use-james-study-day.ts';
import * as styles from './james-study-page.css.ts';
import * as reading from '../../../styles/reading.css.ts';

interface JamesStudyPageProps {
  day: number;
  onSelectDay: (day: number) => void;
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className={reading.prose}>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function StudyNotFound({ message, onSelectDay }: { message: string; onSelectDay: (day: number) => void }) {
  return (
    <StateView title="Study Not Found" action={<Button onClick={() => onSelectDay(1)}>Go to Day 1</Button>}>
      <p>{message}</p>
    </StateView>
  );
}

function StudyDay({ study }: { study: JamesStudyDay }) {
  return (
    <Tabs.Root defaultValue="study" className={tabStyles.root}>
      <Tabs.List className={tabStyles.list} aria-label="Study sections">
        {['Study', 'Reflect', 'Deeper', 'Context'].map((label) => (
          <Tabs.Trigger key={label} value={label.toLowerCase()} className={tabStyles.trigger}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="study" className={tabStyles.content}>
        <Paragraphs text={study.content} />
        <Section title="Memory Verse">
          <VerseQuote text={study.memoryVerse.verse} reference={study.memoryVerse.reference} />
          <p className={reading.small}>{study.memoryVerse.context}</p>
        </Section>
      </Tabs.Content>
      <Tabs.Content value="reflect" className={tabStyles.content}>
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
      <Tabs.Content value="deeper" className={tabStyles.content}>
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
      <Tabs.Content value="context" className={tabStyles.content}>
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

export function JamesStudyPage({ day, onSelectDay }: JamesStudyPageProps) {
  const study = useJamesStudyDay(day);
  if (!isJamesStudyDay(day)) return <StudyNotFound message="Please select a day between 1 and 30." onSelectDay={onSelectDay} />;
  if (study.isPending) return <LoadingOverlay label="Loading James Study..." />;
  if (study.isError) {
    const message = study.error.data?.httpStatus === 404 ? 'This James study is not available yet.' : study.error.message;
    return <StudyNotFound message={message} onSelectDay={onSelectDay} />;
  }
  const data = study.data;
  return (
    <article className={reading.sheet} aria-labelledby="james-title">
      <div className={styles.topRow}>
        <Button tone="secondary" disabled={day <= 1} onClick={() => onSelectDay(day - 1)} aria-label="Previous day">
          <ChevronLeft size={16} aria-hidden /> Previous
        </Button>
        <span className={styles.dayLabel}>
          Day {day} of {JAMES_STUDY_DAYS}
        </span>
        <Button tone="secondary" disabled={day >= JAMES_STUDY_DAYS} onClick={() => onSelectDay(day + 1)} aria-label="Next day">
          Next <ChevronRight size={16} aria-hidden />
        </Button>
      </div>
      <div className={styles.badges}>
        <span className={reading.badge}>{data.passage}</span>
        <span className={reading.badge}>{data.weeklyTheme}</span>
        <span className={reading.byline}>{data.author}</span>
      </div>
      <h1 id="james-title" className={styles.title}>
        {data.title}
      </h1>
      <VerseQuote text={data.verseText} reference={`${data.passage} (KJV)`} />
      <StudyDay study={data} />
    </article>
  );
}

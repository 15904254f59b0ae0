// Spec 2 "Plan view": the day's four items. Each shows a short reading of its part of the
// devotion; "Read Full Devotional" opens the whole of it.
import { Button } from '../../../components/ui/button.tsx';
import { VerseQuote } from '../../../components/ui/scripture-text.tsx';
import type { IsoDate } from '../../../shared/dates.ts';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import type { PlanItem as PlanItemName } from '../../../shared/schemas/user-data.ts';
import * as reading from '../../../styles/reading.css.ts';
import type { PlanProgress } from '../hooks/use-plan-progress.ts';
import { PlanItem } from './plan-item.tsx';
import * as styles from './plan-view.css.ts';

interface PlanItemsProps {
  date: IsoDate;
  devotion: Devotion;
  progress: PlanProgress;
  onReadDevotion: () => void;
}

function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0] ?? '';
}

export function PlanItems({ date, devotion, progress, onReadDevotion }: PlanItemsProps) {
  const { wordStudy } = devotion;
  const original = wordStudy.greekWord ?? wordStudy.hebrewWord;
  const itemProps = (item: PlanItemName) => ({
    complete: progress.isComplete(date, item),
    onToggleComplete: () => progress.toggle(date, item),
  });
  return (
    <ul className={styles.items} aria-label="Today's reading">
      <li>
        <PlanItem title="Devotional" defaultOpen {...itemProps('devotional')}>
          <h3 className={styles.itemTitle}>{devotion.title}</h3>
          <VerseQuote text={devotion.verseText} reference={devotion.verseReference} />
          <p>{firstParagraph(devotion.content)}</p>
          <p className={reading.muted}>
            <strong>Reflection:</strong> {devotion.reflection}
          </p>
          <Button tone="secondary" onClick={onReadDevotion}>
            Read Full Devotional
          </Button>
        </PlanItem>
      </li>
      <li>
        <PlanItem title="Deeper Study" {...itemProps('deeper-study')}>
          <h3 className={styles.itemTitle}>{devotion.deeperStudy.title}</h3>
          <p>{devotion.deeperStudy.content}</p>
        </PlanItem>
      </li>
      <li>
        <PlanItem title="Word Study" {...itemProps('word-study')}>
          <h3 className={styles.itemTitle}>
            {wordStudy.word}
            {original ? (
              <>
                {' — '}
                <span lang={wordStudy.greekWord ? 'grc' : 'he'}>{original}</span> ({wordStudy.transliteration})
              </>
            ) : null}
          </h3>
          <p className={reading.small}>
            Strong’s {wordStudy.strongsNumber}: {wordStudy.definition}
          </p>
          <p>{wordStudy.usage}</p>
        </PlanItem>
      </li>
      <li>
        <PlanItem title="Historical Context" {...itemProps('historical-context')}>
          <h3 className={styles.itemTitle}>{devotion.historicalContext.title}</h3>
          <p>{devotion.historicalContext.content}</p>
        </PlanItem>
      </li>
    </ul>
  );
}

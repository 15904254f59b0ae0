// The study layouts of spec 2 "Study-resource layout by devotion date" that need no tabs:
// the progressive card of 2025-07-23 and the collapsible cards after the programme.
import { ChevronDown, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Devotion } from '../../../shared/schemas/devotion.ts';
import * as reading from '../../../styles/reading.css.ts';
import * as styles from './devotion-card.css.ts';
import { StudySections, type DevotionCardSlots } from './reading-sections.tsx';
import { HistoricalContext, WordStudy } from './study-resources.tsx';

/** Spec 2: exactly 2025-07-23, an "Explore Study Tools" card expands "Enhanced Study Resources" and can be closed. */
export function ProgressiveStudy({ devotion, wordStudyAction }: { devotion: Devotion } & Pick<DevotionCardSlots, 'wordStudyAction'>) {
  const [state, setState] = useState<'offered' | 'open' | 'closed'>('offered');
  if (state === 'closed') return null;
  return (
    <section className={styles.studyCard} aria-label={state === 'open' ? 'Enhanced Study Resources' : 'Explore Study Tools'}>
      <div className={styles.studyCardHeader}>
        <h2 className={reading.sectionTitle}>{state === 'open' ? 'Enhanced Study Resources' : 'Explore Study Tools'}</h2>
        <Button tone="secondary" shape="icon" aria-label="Close study tools" title="Close study tools" onClick={() => setState('closed')}>
          <X size={16} aria-hidden />
        </Button>
      </div>
      {state === 'open' ? (
        <StudySections devotion={devotion} wordStudyAction={wordStudyAction} />
      ) : (
        <>
          <p className={reading.small}>Go deeper into today’s passage with a word study, its historical setting and a deeper study.</p>
          <Button onClick={() => setState('open')}>Explore Study Tools</Button>
        </>
      )}
    </section>
  );
}

/** Spec 2: after 2026-06-30 the study resources are always shown, as two collapsible cards (no script needed). */
function CollapsibleStudy({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className={styles.studyCard}>
      <summary className={styles.disclosure}>
        <h2 className={reading.sectionTitle}>{title}</h2>
        <ChevronDown size={18} aria-hidden className={styles.disclosureIcon} />
      </summary>
      {children}
    </details>
  );
}

export function CurrentStudy({ devotion, wordStudyAction }: { devotion: Devotion } & Pick<DevotionCardSlots, 'wordStudyAction'>) {
  return (
    <>
      <CollapsibleStudy title="Word Study">
        <WordStudy wordStudy={devotion.wordStudy} action={devotion.wordStudy && wordStudyAction?.(devotion.wordStudy.strongsNumber)} />
      </CollapsibleStudy>
      <CollapsibleStudy title="Historical Context">
        <HistoricalContext context={devotion.historicalContext} />
      </CollapsibleStudy>
    </>
  );
}

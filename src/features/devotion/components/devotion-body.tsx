import { ReadingText } from '../../../components/ui/reading-text.tsx';
import { splitContentBlocks } from '../../../shared/content-blocks.ts';
import * as styles from './devotion-card.css.ts';
import * as reading from '../../../styles/reading.css.ts';

// Spec 2: the Literary Reflection block is attributed with the year 1843 (A Christmas Carol).
// DECISIONS "Writing that stays fresh": it is a retelling in LUMEN's words, so it is labelled
// as drawn from the novel and never styled as a quotation.
const LITERARY_YEAR = 1843;

export function DevotionBody({ content }: { content: string }) {
  return (
    <div className={reading.prose}>
      <ReadingText>
        {splitContentBlocks(content).map((block, index) => {
          if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
          if (block.kind === 'literary') {
            return (
              <section key={index} className={styles.literaryBlock} aria-label="Literary Reflection">
                <div className={styles.blockHeading}>Literary Reflection</div>
                <p className={styles.attribution}>
                  From <cite>{block.work}</cite> by {block.author} ({LITERARY_YEAR})
                </p>
                {block.paragraphs.map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </section>
            );
          }
          return (
            <section key={index} className={styles.theologicalBlock} aria-label="Theological Connection">
              <div className={styles.blockHeading}>Theological Connection</div>
              {block.paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </section>
          );
        })}
      </ReadingText>
    </div>
  );
}

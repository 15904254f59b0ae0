import { splitContentBlocks } from '../content-blocks.ts';
import * as styles from './devotion-card.css.ts';
import * as reading from '../../../styles/reading.css.ts';

// Spec 2: the Literary Reflection block is attributed with the year 1843 (A Christmas Carol).
const LITERARY_YEAR = 1843;

export function DevotionBody({ content }: { content: string }) {
  return (
    <div className={reading.prose}>
      {splitContentBlocks(content).map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        if (block.kind === 'literary') {
          return (
            <figure key={index} className={styles.literaryBlock}>
              <div className={styles.blockHeading}>Literary Reflection</div>
              <blockquote style={{ margin: 0 }}>
                {block.paragraphs.map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </blockquote>
              <figcaption className={styles.attribution}>
                — {block.author}, <cite>{block.work}</cite> ({LITERARY_YEAR})
              </figcaption>
            </figure>
          );
        }
        return (
          <section key={index} className={styles.theologicalBlock}>
            <div className={styles.blockHeading}>Theological Connection</div>
            {block.paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        );
      })}
    </div>
  );
}

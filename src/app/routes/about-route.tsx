import { PageShell } from '../page-shell.tsx';
import * as reading from '../../styles/reading.css.ts';
import * as styles from './about-route.css.ts';

// Spec 1: the About page names the classical public-domain commentators we cite.
const COMMENTATORS = [
  ['Matthew Henry', 'Commentary on the Whole Bible (1706–1714)'],
  ['John Calvin', 'Commentaries on the books of the Bible (1540s–1560s)'],
  ['John Gill', 'Exposition of the Entire Bible (1746–1766)'],
  ['Adam Clarke', 'Commentary on the Bible (1810–1826)'],
  ['Albert Barnes', 'Notes on the Bible (1832–1872)'],
  ['Jamieson, Fausset and Brown', 'Commentary Critical and Explanatory on the Whole Bible (1871)'],
  ['Charles H. Spurgeon', 'The Treasury of David (1869–1885)'],
  ['Thomas Manton', 'An Exposition of the Epistle of James (1651)'],
  ['John Wesley', 'Explanatory Notes upon the New and Old Testaments (1755–1766)'],
  ['J. C. Ryle', 'Expository Thoughts on the Gospels (1856–1873)'],
] as const;

export function AboutRoute() {
  return (
    <PageShell>
      <article className={reading.sheet}>
        <h1 className={styles.title}>About LUMEN</h1>
        <p>
          LUMEN offers one devotion for every day of the year: a passage of Scripture, a short meditation on it, a question to
          carry into the day, a prayer, and study notes for those who want to dig deeper. There is also a 30-day study that
          walks through the Letter of James from beginning to end.
        </p>
        <p>
          Every quotation of Scripture is taken from the King James Version, and every word study rests on James Strong’s
          Exhaustive Concordance. Our writers read the passages alongside the great classical commentators, whose work is now in
          the public domain:
        </p>
        <ul className={styles.list}>
          {COMMENTATORS.map(([name, work]) => (
            <li key={name}>
              <strong>{name}</strong>, {work}
            </li>
          ))}
        </ul>
        <h2 className={styles.subtitle}>Your privacy</h2>
        <p>No analytics, no cookies, no tracking. Passwords are stored hashed, and your data is never shared with third parties.</p>
      </article>
    </PageShell>
  );
}

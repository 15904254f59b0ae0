import { COMMENTATORS } from '../../shared/commentators.ts';
import { PageShell } from '../page-shell.tsx';
import * as reading from '../../styles/reading.css.ts';
import * as styles from './about-route.css.ts';

export function AboutRoute() {
  return (
    <PageShell>
      <article className={reading.sheet}>
        <h1 className={styles.title}>About LUMEN</h1>
        <p>
          LUMEN offers one devotion for every day of the year: a passage of Scripture, a short meditation on it, a question to carry into
          the day, a prayer, and study notes for those who want to dig deeper. There is also a 30-day study that walks through the Letter of
          James from beginning to end.
        </p>
        <p>
          Every quotation of Scripture is taken from the King James Version, and every word study rests on James Strong’s Exhaustive
          Concordance. Our writers read the passages alongside the great classical commentators, whose work is now in the public domain:
        </p>
        <ul className={styles.list}>
          {COMMENTATORS.map(({ name, work }) => (
            <li key={name}>
              <strong>{name}</strong>, {work}
            </li>
          ))}
        </ul>
        <h2 className={styles.subtitle}>Your privacy</h2>
        {/* Spec 1: the privacy statements shown to readers, with the session cookie told truthfully (decision 026). */}
        <ul className={styles.list}>
          <li>No analytics, no tracking, and no tracking or analytics cookies.</li>
          <li>Passwords are stored hashed.</li>
          <li>Your data is never shared with third parties.</li>
        </ul>
        <p>
          Without an account, your bookmarks, highlights, journal answers and reading plan stay in this browser. With a free account, they
          are kept with your account so that they follow you from one device to another; a single sign-in cookie keeps you signed in and is
          used for nothing else.
        </p>
      </article>
    </PageShell>
  );
}

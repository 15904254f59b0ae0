import type { ReactNode } from 'react';
import * as reading from '../../styles/reading.css.ts';

/** A titled region of a reading page; its title names it for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={reading.section} aria-label={title}>
      <h2 className={reading.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

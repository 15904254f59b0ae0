// Each page's <title> names what it shows and its date (issue 28), the same on the server's
// first HTML and in the browser after a move, so a tab, a bookmark and a history entry say which day.
import { PRODUCT_NAME } from './constants.ts';
import { formatFullDate, type IsoDate } from './dates.ts';

/** "Morning Mercies · Monday, January 6, 2025 · LUMEN" */
export function devotionPageTitle(title: string, date: IsoDate): string {
  return `${title} · ${formatFullDate(date)} · ${PRODUCT_NAME}`;
}

/** "Bible Reading Plan · Monday, March 10, 2025 · LUMEN" */
export function planPageTitle(date: IsoDate): string {
  return `Bible Reading Plan · ${formatFullDate(date)} · ${PRODUCT_NAME}`;
}

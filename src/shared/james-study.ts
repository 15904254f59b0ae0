// The days of the James study (spec 2 "/james-study/{day}"), as pure rules: the client route
// and the server render (server/http/ssr.ts) read a day the same way.
import { JAMES_STUDY_DAYS, PRODUCT_NAME } from './constants.ts';

/** Spec 5: a James study day is fetched only for integers 1 to 30. */
export function isJamesStudyDay(day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= JAMES_STUDY_DAYS;
}

/** Spec 2: a missing day means day 1; anything but digits is no day (NaN, the not-found card). */
export function jamesStudyDayFromParam(day: string | undefined): number {
  if (day === undefined) return 1;
  return /^\d+$/.test(day) ? Number(day) : Number.NaN;
}

/** A study day's page title: the browser tab's, and the server-rendered page's. */
export function jamesStudyPageTitle(day: number, title: string): string {
  return `Day ${day}: ${title} · 30-Day Study of James · ${PRODUCT_NAME}`;
}

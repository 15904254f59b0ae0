// The church year, and which programme devotion a date shows (DECISIONS "Every date has a
// devotion, and the church year keeps its days"). Pure: the server, the client and the
// content importer all decide the same way.
//
// Every date falls in exactly one season, and has a position in it:
//   fixed feast     1 Jan, 6 Jan, 1 Nov, 24 Dec, 25 Dec            keeps its date
//                   (a fixed feast wins over a movable one: when the Fourth Sunday of Advent
//                   falls on 24 December, as in 2028 and 2034, Christmas Eve is shown)
//   christmastide   26 Dec to 5 Jan (not 1 Jan)                     days since Christmas Day
//   epiphany        7 Jan to the Saturday before Transfiguration    days since 6 Jan
//   lent-easter     Transfiguration Sunday (Easter − 49) to the
//                   Saturday after Trinity Sunday (Easter + 62)     days from Easter Day
//   after-pentecost Easter + 63 to Advent Sunday − 15               day of the year
//   advent          the last two weeks of the church year
//                   (Advent Sunday − 14) to 23 Dec                  days from Advent Sunday
// A date outside the programme shows the programme date of the same season and weekday
// whose position is nearest (equal, in lent-easter, so every movable feast lands on its
// own devotion). Ties go to the programme year of the same parity, so readers meet 2025's
// and 2026's Lent in alternate years.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getDay } from 'date-fns/getDay';
import { PROGRAMME_END, PROGRAMME_START, addDaysIso, toDate, toIsoDate, type IsoDate } from './dates.ts';

export type Season = 'fixed-feast' | 'christmastide' | 'epiphany' | 'lent-easter' | 'after-pentecost' | 'advent';

export interface ChurchYearPlace {
  season: Season;
  /** Position within the season (see the table above); for a fixed feast, its month and day as MMDD. */
  position: number;
}

/** The feasts that keep their calendar date every year. */
export const FIXED_FEASTS: Readonly<Record<string, string>> = {
  '01-01': "New Year's Day",
  '01-06': 'Epiphany',
  '11-01': 'All Saints',
  '12-24': 'Christmas Eve',
  '12-25': 'Christmas Day',
};

/** Movable feasts by their distance in days from Easter Day. */
const EASTER_FEASTS: ReadonlyArray<[offset: number, name: string]> = [
  [-49, 'Transfiguration Sunday'],
  [-46, 'Ash Wednesday'],
  [-42, 'the First Sunday in Lent'],
  [-35, 'the Second Sunday in Lent'],
  [-28, 'the Third Sunday in Lent'],
  [-21, 'the Fourth Sunday in Lent'],
  [-14, 'the Fifth Sunday in Lent'],
  [-7, 'Palm Sunday'],
  [-3, 'Maundy Thursday'],
  [-2, 'Good Friday'],
  [-1, 'Holy Saturday'],
  [0, 'Easter Day'],
  [39, 'Ascension Day'],
  [49, 'Pentecost'],
  [56, 'Trinity Sunday'],
];

/** Movable feasts by their distance in days from Advent Sunday. */
const ADVENT_FEASTS: ReadonlyArray<[offset: number, name: string]> = [
  [-7, 'Christ the King'],
  [0, 'the First Sunday of Advent'],
  [7, 'the Second Sunday of Advent'],
  [14, 'the Third Sunday of Advent'],
  [21, 'the Fourth Sunday of Advent'],
];

function isoOf(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Day in the Gregorian calendar (the Anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterDay(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(year, month, day);
}

/** Advent Sunday: the fourth Sunday before Christmas Day (27 November to 3 December). */
export function adventSunday(year: number): IsoDate {
  const christmas = toDate(isoOf(year, 12, 25));
  const weekday = getDay(christmas);
  const fourthSunday = addDays(christmas, -(weekday === 0 ? 7 : weekday));
  return toIsoDate(addDays(fourthSunday, -21));
}

function days(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** Where a date sits in the church year. */
export function churchYearPlace(date: IsoDate): ChurchYearPlace {
  const year = yearOf(date);
  const monthDay = date.slice(5);
  if (FIXED_FEASTS[monthDay]) return { season: 'fixed-feast', position: Number(monthDay.replace('-', '')) };
  if (monthDay >= '12-26') return { season: 'christmastide', position: days(isoOf(year, 12, 25), date) };
  if (monthDay < '01-06') return { season: 'christmastide', position: days(isoOf(year - 1, 12, 25), date) };
  const easter = easterDay(year);
  const fromEaster = days(easter, date);
  if (fromEaster < -49) return { season: 'epiphany', position: days(isoOf(year, 1, 6), date) };
  if (fromEaster <= 62) return { season: 'lent-easter', position: fromEaster };
  const fromAdvent = days(adventSunday(year), date);
  if (fromAdvent < -14) return { season: 'after-pentecost', position: days(isoOf(year, 1, 1), date) };
  return { season: 'advent', position: fromAdvent };
}

/** The feast a date is, if any ("Easter Day", "Christmas Eve", "the First Sunday of Advent"). */
export function feastOf(date: IsoDate): string | null {
  const fixed = FIXED_FEASTS[date.slice(5)];
  if (fixed) return fixed;
  const year = yearOf(date);
  const fromEaster = days(easterDay(year), date);
  const easterFeast = EASTER_FEASTS.find(([offset]) => offset === fromEaster);
  if (easterFeast) return easterFeast[1];
  const fromAdvent = days(adventSunday(year), date);
  return ADVENT_FEASTS.find(([offset]) => offset === fromAdvent)?.[1] ?? null;
}

/** True when the perennial calendar always shows this programme date's devotion on the same weekday. */
export function keepsItsWeekday(date: IsoDate): boolean {
  return churchYearPlace(date).season !== 'fixed-feast';
}

interface ProgrammeDay {
  date: IsoDate;
  year: number;
  weekday: number;
  place: ChurchYearPlace;
}

function programmeDays(): ProgrammeDay[] {
  const list: ProgrammeDay[] = [];
  for (let date = PROGRAMME_START; date <= PROGRAMME_END; date = addDaysIso(date, 1)) {
    list.push({ date, year: yearOf(date), weekday: getDay(toDate(date)), place: churchYearPlace(date) });
  }
  return list;
}

/** Programme days indexed by season and weekday (fixed feasts by their month and day). */
const CANDIDATES = (() => {
  const index = new Map<string, ProgrammeDay[]>();
  for (const day of programmeDays()) {
    const key = day.place.season === 'fixed-feast' ? `fixed:${day.place.position}` : `${day.place.season}:${day.weekday}`;
    const bucket = index.get(key) ?? [];
    bucket.push(day);
    index.set(key, bucket);
  }
  return index;
})();

/**
 * The programme dates that could show for `date`, best first: same season and weekday
 * (same month and day for a fixed feast), nearest position, then the programme year of the
 * same parity, then the earlier date.
 */
export function perennialCandidates(date: IsoDate): IsoDate[] {
  const place = churchYearPlace(date);
  const key = place.season === 'fixed-feast' ? `fixed:${place.position}` : `${place.season}:${getDay(toDate(date))}`;
  const parity = yearOf(date) % 2;
  const score = (day: ProgrammeDay) => Math.abs(day.place.position - place.position) * 2 + (day.year % 2 === parity ? 0 : 1);
  return [...(CANDIDATES.get(key) ?? [])].sort((a, b) => score(a) - score(b) || a.date.localeCompare(b.date)).map((day) => day.date);
}

/** The programme date whose devotion `date` shows: itself inside the programme, else the perennial match. */
export function resolvePerennialDate(date: IsoDate): IsoDate {
  if (date >= PROGRAMME_START && date <= PROGRAMME_END) return date;
  return perennialCandidates(date)[0]!;
}

/** The Sunday that starts week 1 of the programme (week 1 itself starts on 1 January 2025). */
export const WEEK_ONE_SUNDAY: IsoDate = '2024-12-29';

/** Week number (1–79) of a programme date, in Sunday-to-Saturday weeks. */
export function programmeWeekOf(date: IsoDate): number {
  return Math.floor(days(WEEK_ONE_SUNDAY, date) / 7) + 1;
}

/** Day of the week counted from Sunday: 1 (Sunday) to 7 (Saturday). */
export function dayOfWeekFromSunday(date: IsoDate): number {
  return getDay(toDate(date)) + 1;
}

/** The first date of a programme week (1 January 2025 for week 1). */
export function programmeWeekStart(week: number): IsoDate {
  const sunday = addDaysIso(WEEK_ONE_SUNDAY, (week - 1) * 7);
  return sunday < PROGRAMME_START ? PROGRAMME_START : sunday;
}

export const PROGRAMME_WEEKS = programmeWeekOf(PROGRAMME_END);

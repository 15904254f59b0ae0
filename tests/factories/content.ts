// Factories for content rows: each call makes a complete, distinct row; tests override
// only the fields they care about.
import type { Sql } from '../../db/client.ts';
import type { DevotionRow, JamesDayRow } from '../../db/import/build-content.ts';
import { upsertRows } from '../../db/upsert.ts';
import { programmeWeekStart } from '../../src/shared/church-year.ts';
import { addDaysIso, PROGRAMME_START } from '../../src/shared/dates.ts';

let sequence = 0;
const next = () => ++sequence;

function buildDevotion(overrides: Partial<DevotionRow> = {}): DevotionRow {
  const n = next();
  return {
    date: addDaysIso(PROGRAMME_START, n),
    title: `Morning Mercies ${n}`,
    author: 'Test Writer',
    verse_reference: 'Lamentations 3:22-23',
    verse_text:
      "[It is of] the LORD'S mercies that we are not consumed, because his compassions fail not. [They are] new every morning: great [is] thy faithfulness.",
    content: `Every morning brings new mercy number ${n}.\n\nThe second paragraph keeps going.`,
    reflection: 'Where did you see mercy yesterday?',
    prayer: 'Lord, thank you for mercies that are new every morning. Amen.',
    journaling_prompts: ['What is new this morning?', 'Whom can you thank today?', 'What do you need to let go of?'],
    memory_verse: { text: 'great [is] thy faithfulness.', reference: 'Lamentations 3:23', context: 'Carry this into the day.' },
    citations: [
      'Matthew Henry, Commentary on the Whole Bible, on Lamentations 3:22-23',
      'John Gill, Exposition of the Entire Bible, on Lamentations 3:22',
    ],
    scholar: 'Matthew Henry',
    word_study: {
      word: 'mercies',
      strongsNumber: 'H2617',
      hebrewWord: 'חֶסֶד',
      greekWord: null,
      transliteration: 'checed',
      definition: 'kindness; by implication (towards God) piety',
      usage: 'Covenant love that does not let go.',
    },
    historical_context: { title: 'After the fall of Jerusalem', content: 'Lamentations mourns the city in 587 BC.' },
    deeper_study: { title: 'An acrostic of grief', content: 'Each chapter follows the Hebrew alphabet.' },
    related_verses: [{ text: 'The LORD [is] my shepherd; I shall not want.', reference: 'Psalm 23:1', context: 'The same faithful care.' }],
    ...overrides,
  };
}

export async function insertDevotion(sql: Sql, overrides: Partial<DevotionRow> = {}) {
  const row = buildDevotion(overrides);
  await upsertRows(sql, 'devotions', 'date', [{ ...row }]);
  const [inserted] = await sql<{ id: number }[]>`SELECT id FROM devotions WHERE date = ${row.date}`;
  return { ...row, id: inserted!.id };
}

export async function insertTheme(sql: Sql, week: number, theme = `Theme of week ${week}`) {
  await sql`
    INSERT INTO weekly_themes (week, starts_on, theme, description)
    VALUES (${week}, ${programmeWeekStart(week)}, ${theme}, ${`What week ${week} reads.`})`;
}

function buildJamesDay(overrides: Partial<JamesDayRow> = {}): JamesDayRow {
  const day = overrides.day ?? 1;
  return {
    day,
    title: `James day ${day}`,
    author: 'Test Writer',
    passage: 'James 1:2-4',
    verse_text: 'My brethren, count it all joy when ye fall into divers temptations;',
    weekly_theme: 'Faith Under Pressure',
    content: 'Joy in trials is not pretending.\n\nIt is trusting the outcome.',
    reflection: 'What trial are you in?',
    prayer: 'Lord, teach me patience. Amen.',
    journaling_prompts: ['One', 'Two', 'Three'],
    memory_verse: { verse: 'My brethren, count it all joy', reference: 'James 1:2', context: 'Say it when things go wrong.' },
    deeper_study: { title: 'Patience', content: 'Patience has its perfect work.' },
    word_study: {
      title: 'Joy (chara)',
      content: 'Calm delight.',
      word: 'joy',
      strongsNumber: 'G5479',
      originalWord: 'χαρά',
      transliteration: 'chará',
    },
    historical_context: { title: 'The dispersion', content: 'Jewish believers scattered abroad.' },
    related_verses: ['Romans 5:3-5', '1 Peter 1:6-7'],
    citations: ['Thomas Manton, An Exposition of the Epistle of James, on James 1:2-4'],
    ...overrides,
  };
}

export async function insertJamesDay(sql: Sql, overrides: Partial<JamesDayRow> = {}) {
  const row = buildJamesDay(overrides);
  await upsertRows(sql, 'james_study_days', 'day', [{ ...row }]);
  return row;
}

export async function insertStrongsEntry(sql: Sql, overrides: Partial<Record<string, string | null>> = {}) {
  const row = {
    strongs_number: 'G5479',
    language: 'greek',
    original_word: 'χαρά',
    transliteration: 'chará',
    search_transliteration: 'chara',
    pronunciation: "khar-ah'",
    strongs_definition: 'cheerfulness, i.e. calm delight',
    kjv_definition: 'gladness, X greatly, (X be exceeding) joy(-ful, -fully, -fulness, -ous).',
    derivation: 'from G5463',
    ...overrides,
  };
  await upsertRows(sql, 'strongs_entries', 'strongs_number', [row]);
  return row;
}

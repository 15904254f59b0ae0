// The content tables' rows as the importer writes them (db/import/build-content.ts) and the
// running server reads them (server/services).
import type { IsoDate } from '../src/shared/dates.ts';

export interface DevotionRow {
  date: IsoDate;
  title: string;
  author: string;
  verse_reference: string;
  verse_text: string;
  content: string;
  reflection: string;
  prayer: string;
  journaling_prompts: string[];
  memory_verse: { text: string; reference: string; context: string };
  citations: string[];
  scholar: string;
  word_study: {
    word: string;
    strongsNumber: string;
    hebrewWord: string | null;
    greekWord: string | null;
    transliteration: string;
    definition: string;
    usage: string;
  };
  historical_context: { title: string; content: string };
  deeper_study: { title: string; content: string };
  related_verses: { text: string; reference: string; context: string }[];
}

export interface JamesDayRow {
  day: number;
  title: string;
  author: string;
  passage: string;
  verse_text: string;
  weekly_theme: string;
  content: string;
  reflection: string;
  prayer: string;
  journaling_prompts: string[];
  memory_verse: { verse: string; reference: string; context: string };
  deeper_study: { title: string; content: string };
  word_study: { title: string; content: string; word: string; strongsNumber: string; originalWord: string; transliteration: string };
  historical_context: { title: string; content: string };
  related_verses: string[];
  citations: string[];
}

export interface ThemeRow {
  week: number;
  starts_on: IsoDate;
  theme: string;
  description: string;
}

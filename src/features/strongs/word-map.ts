// Spec 3 "Strong's word map": the fixed client-side map from English words in a quoted verse
// to Strong's numbers, matched case-sensitively after stripping punctuation. Pure and small:
// it runs on the first page, before the concordance itself is loaded.
import { splitSuppliedWords } from '../../shared/scripture.ts';

/**
 * The spec's table, row by row. (The spec counts "35 entries"; its table has 34 rows naming
 * 37 words. The table is the source of truth here.)
 */
const WORD_TABLE: ReadonlyArray<readonly [words: readonly string[], strongsNumber: string]> = [
  [['God'], 'G2316'],
  [['love', 'loved'], 'G25'],
  [['world'], 'G2889'],
  [['Son'], 'G5207'],
  [['believe', 'believes'], 'G4100'],
  [['life'], 'G2222'],
  [['eternal', 'everlasting'], 'G166'],
  [['father'], 'H1'],
  [['Lord'], 'H3068'],
  [['heaven'], 'H8064'],
  [['earth'], 'H776'],
  [['word'], 'H1697'],
  [['peace'], 'G1515'],
  [['grace'], 'G5485'],
  [['faith'], 'G4102'],
  [['hope'], 'G1680'],
  [['truth'], 'G225'],
  [['righteousness'], 'G1343'],
  [['salvation'], 'G4991'],
  [['mercy'], 'G1656'],
  [['blessed'], 'G3107'],
  [['holy'], 'G40'],
  [['spirit'], 'G4151'],
  [['Christ'], 'G5547'],
  [['Jesus'], 'G2424'],
  [['soul'], 'G5590'],
  [['heart'], 'G2588'],
  [['strength'], 'G2479'],
  [['power'], 'G1411'],
  [['glory'], 'G1391'],
  [['wisdom'], 'G4678'],
  [['joy'], 'G5479'],
  [['prayer'], 'G4335'],
  [['worship'], 'G4352'],
];

/** A Map, not an object: "constructor" or "toString" in a verse must not look like a key. */
export const STRONGS_WORD_MAP: ReadonlyMap<string, string> = new Map(
  WORD_TABLE.flatMap(([words, strongsNumber]) => words.map((word) => [word, strongsNumber] as const)),
);

// A word is a run of letters, with apostrophes or hyphens inside it ("Lord's", "well-pleasing").
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/**
 * The Strong's number for one token of verse text, or null. Punctuation is stripped from the
 * edges only, so "God," and "(God)" map; case is kept, so "god" and "LORD" do not. A
 * possessive keeps its apostrophe and is a different word: "God's" and "Lord's" do not map
 * (the spec's table has no possessives, and stripping the inner apostrophe would give "Gods").
 */
export function strongsNumberForWord(token: string): string | null {
  return STRONGS_WORD_MAP.get(token.replace(EDGE_PUNCTUATION, '')) ?? null;
}

export interface ScriptureWordSegment {
  text: string;
  /** True for a word, false for the spaces and punctuation between words. */
  isWord: boolean;
  /** The mapped Strong's number of a word, else null. */
  strongsNumber: string | null;
}

/** Splits verse text into words and the text between them; joining the segments gives the text back. */
export function splitScriptureWords(text: string): ScriptureWordSegment[] {
  const segments: ScriptureWordSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), isWord: false, strongsNumber: null });
    segments.push({ text: match[0], isWord: true, strongsNumber: strongsNumberForWord(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), isWord: false, strongsNumber: null });
  return segments;
}

export interface StrongsVerseSegment {
  text: string;
  /** Words supplied by the translators (printed in italics). */
  supplied: boolean;
  /** The text split into words; empty for supplied words. */
  words: ScriptureWordSegment[];
}

/**
 * A verse ready to render: supplied words stay as they are (they translate no original word,
 * so they never link to an entry); the rest is split into words with their numbers.
 */
export function strongsVerseSegments(text: string): StrongsVerseSegment[] {
  return splitSuppliedWords(text).map((segment) => ({
    ...segment,
    words: segment.supplied ? [] : splitScriptureWords(segment.text),
  }));
}

/** Spec 2: the verse shows the Strong's hint only when it has a word to click. */
export function hasStrongsWord(segments: StrongsVerseSegment[]): boolean {
  return segments.some((segment) => segment.words.some((word) => word.strongsNumber !== null));
}

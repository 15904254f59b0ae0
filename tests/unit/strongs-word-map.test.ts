import { describe, expect, it } from 'vitest';
import { crossReferenceParts } from '../../src/features/strongs/cross-references.ts';
import {
  hasStrongsWord,
  splitScriptureWords,
  STRONGS_WORD_MAP,
  strongsNumberForWord,
  strongsVerseSegments,
} from '../../src/features/strongs/word-map.ts';

// Spec 3 "Strong's word map", written out again here so a changed entry fails the test.
const SPEC_TABLE: Record<string, string> = {
  God: 'G2316',
  love: 'G25',
  loved: 'G25',
  world: 'G2889',
  Son: 'G5207',
  believe: 'G4100',
  believes: 'G4100',
  life: 'G2222',
  eternal: 'G166',
  everlasting: 'G166',
  father: 'H1',
  Lord: 'H3068',
  heaven: 'H8064',
  earth: 'H776',
  word: 'H1697',
  peace: 'G1515',
  grace: 'G5485',
  faith: 'G4102',
  hope: 'G1680',
  truth: 'G225',
  righteousness: 'G1343',
  salvation: 'G4991',
  mercy: 'G1656',
  blessed: 'G3107',
  holy: 'G40',
  spirit: 'G4151',
  Christ: 'G5547',
  Jesus: 'G2424',
  soul: 'G5590',
  heart: 'G2588',
  strength: 'G2479',
  power: 'G1411',
  glory: 'G1391',
  wisdom: 'G4678',
  joy: 'G5479',
  prayer: 'G4335',
  worship: 'G4352',
};

const JOHN_3_16 =
  'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';

describe("Strong's word map", () => {
  it.each(Object.entries(SPEC_TABLE))('maps %s to %s', (word, strongsNumber) => {
    expect(strongsNumberForWord(word)).toBe(strongsNumber);
  });

  it('holds exactly the words of the spec table, no more', () => {
    expect(Object.fromEntries(STRONGS_WORD_MAP)).toEqual(SPEC_TABLE);
  });

  it('matches case-sensitively', () => {
    expect(strongsNumberForWord('god')).toBeNull();
    expect(strongsNumberForWord('GOD')).toBeNull();
    expect(strongsNumberForWord('LORD')).toBeNull();
    expect(strongsNumberForWord('Love')).toBeNull();
    expect(strongsNumberForWord('Father')).toBeNull();
    expect(strongsNumberForWord('son')).toBeNull();
  });

  it('strips punctuation around the word', () => {
    expect(strongsNumberForWord('God,')).toBe('G2316');
    expect(strongsNumberForWord('(Lord)')).toBe('H3068');
    expect(strongsNumberForWord('“life.”')).toBe('G2222');
    expect(strongsNumberForWord('joy!')).toBe('G5479');
    expect(strongsNumberForWord('heaven;')).toBe('H8064');
  });

  it('does not map possessives: the apostrophe inside a word is kept', () => {
    expect(strongsNumberForWord("God's")).toBeNull();
    expect(strongsNumberForWord("Lord's,")).toBeNull();
    expect(strongsNumberForWord('God’s')).toBeNull();
  });

  it('does not map other words, nor names of object properties', () => {
    for (const token of ['', ',', 'Godly', 'loves', 'worlds', 'constructor', 'toString', '__proto__']) {
      expect(strongsNumberForWord(token)).toBeNull();
    }
  });
});

describe('splitScriptureWords', () => {
  const verses = [
    JOHN_3_16,
    'In the beginning God created the heaven and the earth.',
    'The LORD [is] my shepherd; I shall not want.',
    'Thy word [is] a lamp unto my feet, and a light unto my path.  \n',
    '  — “Blessed are the pure in heart: for they shall see God.” (Matt. 5:8)',
    "the Lord's prayer, well-pleasing; ¶ Selah",
    '',
  ];

  it.each(verses)('keeps the text identical when the segments are joined: %j', (text) => {
    expect(
      splitScriptureWords(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('splits words from the text between them, and numbers the mapped ones', () => {
    expect(splitScriptureWords('For God so loved the world,')).toEqual([
      { text: 'For', isWord: true, strongsNumber: null },
      { text: ' ', isWord: false, strongsNumber: null },
      { text: 'God', isWord: true, strongsNumber: 'G2316' },
      { text: ' ', isWord: false, strongsNumber: null },
      { text: 'so', isWord: true, strongsNumber: null },
      { text: ' ', isWord: false, strongsNumber: null },
      { text: 'loved', isWord: true, strongsNumber: 'G25' },
      { text: ' ', isWord: false, strongsNumber: null },
      { text: 'the', isWord: true, strongsNumber: null },
      { text: ' ', isWord: false, strongsNumber: null },
      { text: 'world', isWord: true, strongsNumber: 'G2889' },
      { text: ',', isWord: false, strongsNumber: null },
    ]);
  });

  it('keeps a possessive or hyphenated word whole', () => {
    const words = splitScriptureWords("the Lord's well-beloved Son").filter((segment) => segment.isWord);
    expect(words.map((segment) => [segment.text, segment.strongsNumber])).toEqual([
      ['the', null],
      ["Lord's", null],
      ['well-beloved', null],
      ['Son', 'G5207'],
    ]);
  });
});

describe('strongsVerseSegments', () => {
  it('keeps supplied words apart, unlinked, and the rest split into words', () => {
    const segments = strongsVerseSegments('Therefore if any man [be] in Christ, [he is] a new creature.');
    expect(segments.map((segment) => [segment.text, segment.supplied])).toEqual([
      ['Therefore if any man ', false],
      ['be', true],
      [' in Christ, ', false],
      ['he is', true],
      [' a new creature.', false],
    ]);
    expect(segments.flatMap((segment) => segment.words).filter((word) => word.strongsNumber)).toEqual([
      { text: 'Christ', isWord: true, strongsNumber: 'G5547' },
    ]);
  });

  it('never links a supplied word', () => {
    const segments = strongsVerseSegments('Blessed [be] the [God] and Father');
    expect(segments.find((segment) => segment.text === 'God')).toMatchObject({ supplied: true, words: [] });
    expect(hasStrongsWord(segments)).toBe(false);
  });

  it('says whether the verse has a word to click', () => {
    expect(hasStrongsWord(strongsVerseSegments(JOHN_3_16))).toBe(true);
    expect(hasStrongsWord(strongsVerseSegments('The LORD [is] my shepherd; I shall not want.'))).toBe(false);
  });
});

describe('crossReferenceParts', () => {
  it("finds Strong's numbers in prose and keeps the text identical", () => {
    const text = 'from H1961 (hâyâh); Compare G5368, and G02316.';
    const parts = crossReferenceParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.flatMap((part) => (part.strongsNumber ? [part.strongsNumber] : []))).toEqual(['H1961', 'G5368', 'G2316']);
  });

  it('leaves words that merely contain G or H and digits alone', () => {
    expect(crossReferenceParts('AG2316 G0 H12345678 g25').every((part) => part.strongsNumber === null)).toBe(true);
  });
});

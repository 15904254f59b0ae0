import { describe, expect, it } from 'vitest';
import { readGreekDictionary, readHebrewDictionary } from '../../db/import/strongs-dictionary.ts';

describe("Strong's dictionaries from the strongs package", () => {
  const greek = readGreekDictionary();
  const hebrew = readHebrewDictionary();

  it('reads every Greek and Hebrew entry', () => {
    expect(greek).toHaveLength(5624);
    expect(hebrew).toHaveLength(8674);
    expect(new Set(greek.map((entry) => entry.strongsNumber)).size).toBe(5624);
  });

  it('reads an entry field by field, free of markup', () => {
    const theos = greek.find((entry) => entry.strongsNumber === 'G2316')!;
    expect(theos).toMatchObject({
      language: 'greek',
      originalWord: 'θεός',
      transliteration: 'theós',
      pronunciation: "theh'-os",
      derivation: 'of uncertain affinity',
      kjvDefinition: 'X exceeding, God, god(-ly, -ward).',
    });
    expect(theos.strongsDefinition).toMatch(/^a deity, especially \(with G3588\) the supreme Divinity/);
    const father = hebrew.find((entry) => entry.strongsNumber === 'H1')!;
    expect(father).toMatchObject({ language: 'hebrew', originalWord: 'אָב', transliteration: 'ʼâb', derivation: 'a primitive word' });
    expect(hebrew.find((entry) => entry.strongsNumber === 'H3068')!.derivation).toBe('from H1961 (hâyâh); (the) self-Existent or Eternal');
  });

  it('leaves no XML in any text field', () => {
    const fields = [...greek, ...hebrew].flatMap((entry) => [entry.strongsDefinition, entry.kjvDefinition, entry.derivation ?? '']);
    expect(fields.filter((text) => /<[^>]+>/.test(text))).toEqual([]);
  });

  it('marks Aramaic entries of the Hebrew dictionary', () => {
    expect(hebrew.filter((entry) => entry.language === 'aramaic').length).toBeGreaterThan(600);
  });
});

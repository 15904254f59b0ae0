import { beforeEach, describe, expect, it } from 'vitest';
import { insertJamesDay, insertStrongsEntry } from '../factories/content.ts';
import { restError, restOutput } from '../setup/procedure-output.ts';
import { useTestApp } from '../setup/test-app.ts';

const context = useTestApp();

describe('GET /api/strongs/{number}', () => {
  it('returns the entry, reading the number in any common form', async () => {
    await insertStrongsEntry(context.db.sql);
    for (const number of ['G5479', 'g5479', 'G05479']) {
      const response = await context.app.inject(`/api/strongs/${number}`);
      expect(restOutput('strongs.byNumber', response)).toMatchObject({
        strongsNumber: 'G5479',
        language: 'greek',
        originalWord: 'χαρά',
        transliteration: 'chará',
        derivation: 'from G5463',
      });
    }
  });

  it('answers 404 naming the number, and 400 for something that is not a number', async () => {
    const missing = await context.app.inject('/api/strongs/H9');
    expect(missing.statusCode).toBe(404);
    expect(restError(missing)).toBe("No entry found for Strong's number: H9");
    const bad = await context.app.inject('/api/strongs/joy');
    expect(bad.statusCode).toBe(400);
    expect(restError(bad)).toContain("is not a Strong's number");
  });
});

describe('GET /api/strongs/search/{query}', () => {
  beforeEach(async () => {
    await insertStrongsEntry(context.db.sql);
    await insertStrongsEntry(context.db.sql, {
      strongs_number: 'G5463',
      original_word: 'χαίρω',
      transliteration: 'chaírō',
      search_transliteration: 'chairo',
      strongs_definition: 'to be full of cheer, i.e. calmly happy or well-off',
      kjv_definition: 'farewell, be glad, God speed, greeting, hail, joy(-fully), rejoice.',
    });
    await insertStrongsEntry(context.db.sql, {
      strongs_number: 'H8055',
      language: 'hebrew',
      original_word: 'שָׂמַח',
      transliteration: 'sâmach',
      search_transliteration: 'samach',
      strongs_definition: 'to brighten up, i.e. (figuratively) be (causatively, make) blithe or gleesome',
      kjv_definition: 'cheer up, be (make) glad, (have, make) joy(-ful), be (make) merry, rejoice.',
    });
  });

  it('ranks the exact number first, then transliteration, then English', async () => {
    const search = async (query: string) => restOutput('strongs.search', await context.app.inject(`/api/strongs/search/${query}`));
    expect((await search('G5463'))[0]!.strongsNumber).toBe('G5463');
    expect((await search('chara')).map((entry) => entry.strongsNumber)).toEqual(['G5479']);
    const joy = await search('joy');
    expect(joy.map((entry) => entry.strongsNumber).sort()).toEqual(['G5463', 'G5479', 'H8055']);
    expect(Object.keys(joy[0]!).sort()).toEqual(['id', 'originalWord', 'strongsDefinition', 'strongsNumber', 'transliteration']);
  });

  it('reads a number in any case and with leading zeros, a transliteration by its start, and English in any case', async () => {
    const search = async (query: string) =>
      restOutput('strongs.search', await context.app.inject(`/api/strongs/search/${encodeURIComponent(query)}`)).map(
        (entry) => entry.strongsNumber,
      );
    expect((await search('g05463'))[0]).toBe('G5463');
    expect(await search('xG5463')).toEqual([]);
    expect(await search('sam')).toEqual(['H8055']);
    expect((await search('  JOY ')).sort()).toEqual(['G5463', 'G5479', 'H8055']);
  });

  it('puts a definition that opens with the word before one that only mentions it', async () => {
    await insertStrongsEntry(context.db.sql, {
      strongs_number: 'G80',
      original_word: 'ἀδελφός',
      transliteration: 'adelphós',
      search_transliteration: 'adelphos',
      strongs_definition: 'a brother who shows love',
      kjv_definition: 'brother.',
    });
    await insertStrongsEntry(context.db.sql, {
      strongs_number: 'G25',
      original_word: 'ἀγαπάω',
      transliteration: 'agapáō',
      search_transliteration: 'agapao',
      strongs_definition: 'to love (in a social or moral sense)',
      kjv_definition: '(be-)love(-ed).',
    });
    const results = restOutput('strongs.search', await context.app.inject('/api/strongs/search/love'));
    expect(results.map((entry) => entry.strongsNumber)).toEqual(['G25', 'G80']);
  });

  it('treats search text as text, never as a pattern', async () => {
    const response = await context.app.inject(`/api/strongs/search/${encodeURIComponent('(.*')}`);
    expect(restOutput('strongs.search', response)).toEqual([]);
  });

  it('answers 400 for a query of two characters', async () => {
    const response = await context.app.inject('/api/strongs/search/jo');
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toContain('Search query too short');
  });
});

describe('GET /api/james-studies', () => {
  it('returns a day and the list of days', async () => {
    await insertJamesDay(context.db.sql, { day: 1, title: 'A Servant Writes' });
    await insertJamesDay(context.db.sql, { day: 2, title: 'The Arithmetic of Joy' });

    const day = await context.app.inject('/api/james-studies/2');
    expect(restOutput('james.byDay', day)).toMatchObject({
      day: 2,
      title: 'The Arithmetic of Joy',
      memoryVerse: { reference: 'James 1:2' },
      relatedVerses: ['Romans 5:3-5', '1 Peter 1:6-7'],
    });

    expect(restOutput('james.list', await context.app.inject('/api/james-studies'))).toEqual([
      { day: 1, title: 'A Servant Writes', passage: 'James 1:2-4' },
      { day: 2, title: 'The Arithmetic of Joy', passage: 'James 1:2-4' },
    ]);
  });

  it.each(['0', '31', '2.5', 'first'])('answers 400 for day %s', async (day) => {
    const response = await context.app.inject(`/api/james-studies/${day}`);
    expect(response.statusCode).toBe(400);
    expect(restError(response)).toBe('day: Please select a day between 1 and 30.');
  });

  it('answers 404 for a day not yet written', async () => {
    const response = await context.app.inject('/api/james-studies/7');
    expect(response.statusCode).toBe(404);
    expect(restError(response)).toBe('This James study is not available yet.');
  });
});

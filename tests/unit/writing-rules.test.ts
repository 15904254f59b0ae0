// The writers' guide's rules as the content checker applies them (db/import/writing-rules.ts).
import { describe, expect, it } from 'vitest';
import {
  bodyQualifiesACommentator,
  checkPiece,
  checkVariety,
  isLitany,
  programmeFigures,
  setsATask,
  unengagedCommentators,
  wordCountClaims,
  type Piece,
} from '../../db/import/writing-rules.ts';

function piece(fields: Partial<Piece> = {}): Piece {
  return {
    file: 'devotions/2025/2025-03-11.md',
    date: '2025-03-11',
    content: 'The manna lay on the ground like frost.',
    reflection: 'What has fed you that you did not plan?',
    prayer: 'Feed us, Lord, with what we cannot make. Amen.',
    studyText: 'Matthew Henry reads the manna as a lesson in daily dependence.',
    citedAuthors: ['Matthew Henry'],
    strongs: 'H4478',
    references: ['Deuteronomy 8:2-3'],
    ...fields,
  };
}

const messages = (fields: Partial<Piece>) => checkPiece(piece(fields)).map((problem) => problem.message);

describe('claims about the calendar', () => {
  it('refuses an ordinal date, a day of the year or "this January" on a day the calendar moves', () => {
    for (const sentence of [
      'The second of January has a flavour all its own.',
      'On this third day of the year we ask.',
      'This January is cold.',
      'Before the turn of the year, keep watch.',
    ]) {
      expect(messages({ content: sentence, date: '2025-01-02' })).toEqual([expect.stringContaining('claims a calendar date')]);
    }
  });

  it('lets a fixed feast name its date, and history keep its own dates', () => {
    expect(messages({ content: 'On the first of January the church keeps the Naming of Jesus.', date: '2025-01-01' })).toEqual([]);
    expect(messages({ content: 'On the fourth of July 1776 a declaration was signed.', date: '2025-07-04' })).toEqual([]);
  });

  it('does not read "you may" or "the holiest day of the year" as a date', () => {
    expect(messages({ content: 'Today you may have a long list. The holiest day of the year began in confession.' })).toEqual([]);
  });
});

describe('word counts', () => {
  it('accepts a right count that names its language, and refuses a wrong one', () => {
    expect(wordCountClaims('"Jesus wept." Two words in the King James, the shortest verse.')).toEqual([
      { sentence: 'Two words in the King James, the shortest verse.', problem: null },
    ]);
    expect(wordCountClaims('"He wakeneth morning by morning." Four words in English, and they describe a life.')[0]!.problem).toBe(
      'counts 4 words, but "He wakeneth morning by morning." has 5',
    );
  });

  it('asks for the language, and leaves a Hebrew count to the writer', () => {
    expect(wordCountClaims('Four words, and they frighten.')[0]!.problem).toBe('counts 4 words without naming the language it counts in');
    expect(wordCountClaims('In Hebrew the line is three words.')[0]!.problem).toBeNull();
    expect(wordCountClaims('His prayer is sixty-three words long.')).toEqual([]);
  });
});

describe('commentators', () => {
  it('finds a cited commentator the piece never engages', () => {
    expect(unengagedCommentators(piece({ citedAuthors: ['Matthew Henry', 'John Gill'] }))).toEqual(['John Gill']);
    expect(messages({ citedAuthors: ['Matthew Henry', 'John Gill'] })).toEqual([expect.stringContaining('cites John Gill but never says')]);
  });

  it('tells agreement from a qualified reading', () => {
    expect(
      bodyQualifiesACommentator(
        piece({
          content: 'Calvin reads the fountain as baptism. The verse itself is plainer than that, and the text itself is about water.',
        }),
      ),
    ).toBe(true);
    expect(bodyQualifiesACommentator(piece({ content: 'Calvin reads the fountain as cleansing. He is right.' }))).toBe(false);
  });
});

describe('prayers and reflections', () => {
  it('knows a litany by its lines or its repeated response', () => {
    expect(isLitany('For the sick,\nFor the dying,\nFor the lonely,\nFor us. Amen.')).toBe(true);
    expect(isLitany('For the sick. Lord, have mercy. For the dying. Lord, have mercy. For us. Lord, have mercy. Amen.')).toBe(true);
    expect(isLitany('Keep us in your peace today. Amen.')).toBe(false);
  });

  it('knows a task from a question or a sentence to carry', () => {
    expect(setsATask('Write down three things that kept you going.')).toBe(true);
    expect(setsATask('Before you eat at noon, say the names of three people who fed you.')).toBe(true);
    expect(setsATask('The stone was rolled away to let the witnesses in, not to let him out.')).toBe(false);
    expect(setsATask('What has fed you that you did not plan?')).toBe(false);
  });
});

describe('references', () => {
  it('writes "Psalm" for one psalm', () => {
    expect(messages({ references: ['Psalms 19:7'] })).toEqual(['writes "Psalms 19:7"; one psalm is "Psalm"']);
    expect(messages({ references: ['Psalm 19:7'] })).toEqual([]);
  });
});

describe('the distribution over a run', () => {
  const run = (make: (index: number) => Partial<Piece>) =>
    Array.from({ length: 40 }, (_, index) => piece({ file: `p${index}`, strongs: `H${index + 1}`, ...make(index) }));

  it('refuses a run whose prayers all pray "for those who" in "we"', () => {
    const pieces = run(() => ({
      prayer:
        'Lord, we pray for those who grieve tonight, for those who wake alone, for those who have no one to sit with them, and we ask for your mercy on them and on all of us who forget them. Amen.',
    }));
    const failing = programmeFigures(pieces)
      .filter((figure) => !figure.ok)
      .map((figure) => figure.measure);
    expect(failing).toEqual(
      expect.arrayContaining(['prayers with "we pray for"', 'prayers in the first person plural', 'prayers under 35 words']),
    );
  });

  it('accepts a run whose prayers vary in length, person and shape', () => {
    const prayers = [
      'Keep me, Lord, in the dark that is not dark to you. Amen.',
      'Sit with verse 5 and say nothing for a minute. Amen.',
      'For the sick,\nFor the dying,\nFor the lonely,\nFor all of us, Lord. Amen.',
      'God of the wilderness, we have trusted our stores. Teach us hunger. Amen.',
    ];
    const pieces = run((index) => ({ prayer: prayers[index % 4]!, content: 'word '.repeat(250 + index * 17) }));
    const ok = (measure: string) => programmeFigures(pieces).find((figure) => figure.measure === measure)!.ok;
    expect(ok('prayers with "we pray for"')).toBe(true);
    expect(ok('prayers in the first person plural')).toBe(true);
    expect(ok('prayers under 35 words')).toBe(true);
    expect(ok('prayers over 120 words, or set out as a litany')).toBe(true);
    expect(checkVariety(pieces, 'a run', { languages: false }).some((problem) => problem.message.includes('we pray for'))).toBe(false);
  });
});

describe('names', () => {
  it('counts "Charles Spurgeon" as Spurgeon, and "Charles Wesley" as the hymn writer, not the commentator', () => {
    expect(
      unengagedCommentators(
        piece({ studyText: 'Charles Spurgeon reads the psalm as a night song.', citedAuthors: ['Charles H. Spurgeon'] }),
      ),
    ).toEqual([]);
    expect(
      unengagedCommentators(piece({ studyText: 'Charles Wesley wrote a hymn on this verse.', citedAuthors: ['John Wesley'] })),
    ).toEqual(['John Wesley']);
    expect(setsATask('Mark tells it in eleven verses; Luke takes a chapter.')).toBe(false);
  });
});

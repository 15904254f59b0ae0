import { describe, expect, it } from 'vitest';
import { splitContentBlocks } from '../../src/shared/content-blocks.ts';
import { isAdventDate, studyLayoutFor } from '../../src/shared/study-layout.ts';

describe('splitContentBlocks (spec 2 "Body content")', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(splitContentBlocks('One\nline.\n\nTwo.')).toEqual([
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'paragraph', text: 'Two.' },
    ]);
  });

  it('turns the two markers into blocks holding the paragraphs after them', () => {
    const content =
      'Opening.\n\nLiterary Connection: From "A Christmas Carol" by Charles Dickens\n\nScrooge wakes.\n\nTheological Bridge\n\nGrace changes him.\n\nAnd us.';
    expect(splitContentBlocks(content)).toEqual([
      { kind: 'paragraph', text: 'Opening.' },
      { kind: 'literary', work: 'A Christmas Carol', author: 'Charles Dickens', paragraphs: ['Scrooge wakes.'] },
      { kind: 'theological', paragraphs: ['Grace changes him.', 'And us.'] },
    ]);
  });
});

describe('study layout by date (spec 2)', () => {
  it('follows the thresholds', () => {
    expect(studyLayoutFor('2025-07-22')).toBe('none');
    expect(studyLayoutFor('2025-07-23')).toBe('progressive');
    expect(studyLayoutFor('2025-07-24')).toBe('tabbed');
    expect(studyLayoutFor('2026-06-30')).toBe('tabbed');
    expect(studyLayoutFor('2026-07-01')).toBe('current');
  });

  it('marks the Advent range', () => {
    expect(isAdventDate('2025-11-29')).toBe(false);
    expect(isAdventDate('2025-11-30')).toBe(true);
    expect(isAdventDate('2025-12-06')).toBe(true);
    expect(isAdventDate('2025-12-07')).toBe(false);
  });
});

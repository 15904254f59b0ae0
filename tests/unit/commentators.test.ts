import { describe, expect, it } from 'vitest';
import { COMMENTARIES } from '../../db/import/commentaries.ts';
import { readContentFiles } from '../../db/import/content-files.ts';
import { COMMENTATORS } from '../../src/shared/commentators.ts';

const named = new Set(COMMENTATORS.map((commentator) => commentator.name));

describe('the About page names the commentators (spec 1)', () => {
  it('names every author of the citable catalogue', () => {
    for (const commentary of COMMENTARIES) expect(named, commentary.author).toContain(commentary.author);
  });

  it('names every commentator the shipped content actually cites', () => {
    const files = readContentFiles();
    const cited = new Set([...files.devotions, ...files.jamesDays].flatMap((piece) => piece.citations.map((citation) => citation.author)));
    expect(cited.size).toBeGreaterThan(5);
    for (const author of cited) expect(named, author).toContain(author);
  });
});

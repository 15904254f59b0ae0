// docs/testing.md quotes the worked examples; this keeps each quote identical to the test it
// quotes (between `// #region guide` and `// #endregion guide`), and every example quoted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const GUIDE = readFileSync(join(ROOT, 'docs/testing.md'), 'utf8');
const EXAMPLES = join(ROOT, 'tests/examples');

/** `<!-- example: path -->` followed by a fenced block: the path and the block's text. */
const quotes = [...GUIDE.matchAll(/<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, file, code]) => ({
  file: file!,
  code: code!,
}));

function guideRegion(file: string): string {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const match = /\/\/ #region guide\n([\s\S]*?)\/\/ #endregion guide/.exec(source);
  if (!match) throw new Error(`${file} has no "// #region guide" … "// #endregion guide"`);
  return match[1]!;
}

const exampleFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? exampleFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('docs/testing.md', () => {
  it('quotes examples', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(4);
  });

  it.each(quotes)('quotes $file exactly as the test runs it', ({ file, code }) => {
    expect(code).toBe(guideRegion(file));
  });

  it('quotes every worked example', () => {
    const quoted = new Set(quotes.map((quote) => quote.file));
    const examples = exampleFiles(EXAMPLES)
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== 'tests/examples/unit/testing-guide.test.ts');
    expect(examples.filter((file) => !quoted.has(file))).toEqual([]);
  });
});

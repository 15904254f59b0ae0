import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../db/import/build-content.ts';
import { CONTENT_DIR, readContentFiles } from '../../db/import/content-files.ts';
import { readStrongsDictionary } from '../../db/import/strongs-dictionary.ts';

/** A content folder holding a copy of one shipped devotion, edited by `edit`. */
function contentWith(edit: (source: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'lumen-content-'));
  mkdirSync(join(root, 'devotions/2025'), { recursive: true });
  mkdirSync(join(root, 'james'));
  const source = readFileSync(join(CONTENT_DIR, 'devotions/2025/2025-01-05.md'), 'utf8');
  writeFileSync(join(root, 'devotions/2025/2025-01-05.md'), edit(source));
  writeFileSync(join(root, 'themes.yaml'), readFileSync(join(CONTENT_DIR, 'themes.yaml')));
  writeFileSync(join(root, 'images.yaml'), readFileSync(join(CONTENT_DIR, 'images.yaml')));
  return root;
}

describe('content files', () => {
  const dictionary = readStrongsDictionary();

  it('accepts a shipped devotion as it is', () => {
    const files = readContentFiles(contentWith((source) => source));
    const built = buildContent(files, dictionary);
    expect(built.problems.filter((problem) => problem.file.startsWith('devotions'))).toEqual([]);
    expect(built.devotions[0]!.verse_text.length).toBeGreaterThan(20);
  });

  it('names the file and the field of a schema error', () => {
    const files = readContentFiles(contentWith((source) => source.replace(/^title: .*$/m, 'title: ""')));
    expect(files.problems).toContainEqual({ file: 'devotions/2025/2025-01-05.md', field: 'title', message: 'is empty' });
  });

  it('names the file and the reference that does not resolve', () => {
    const built = buildContent(readContentFiles(contentWith((source) => source.replace(/^verse: .*$/m, 'verse: John 3:99'))), dictionary);
    expect(built.problems).toContainEqual(
      expect.objectContaining({ file: 'devotions/2025/2025-01-05.md', field: 'verse', message: expect.stringContaining('John 3:99') }),
    );
  });

  it("rejects a Strong's number that does not exist", () => {
    const built = buildContent(readContentFiles(contentWith((source) => source.replace(/strongs: [GH]\d+/, 'strongs: G9999'))), dictionary);
    expect(built.problems).toContainEqual(
      expect.objectContaining({ field: 'wordStudy.strongs', message: "G9999 is not an entry of Strong's dictionary" }),
    );
  });

  it('rejects a citation of a commentary that does not cover the book', () => {
    // The Treasury of David covers the Psalms only; 5 January reads 2 Corinthians.
    const built = buildContent(
      readContentFiles(
        contentWith((source) =>
          source.replace(/- author: .*\n(\s+)work: .*/, '- author: Charles H. Spurgeon\n$1work: The Treasury of David'),
        ),
      ),
      dictionary,
    );
    expect(built.problems.some((problem) => problem.field.startsWith('citations') && /does not cover/.test(problem.message))).toBe(true);
  });
});

describe('the shipped content', () => {
  it('passes every rule of the content checker', () => {
    const built = buildContent(readContentFiles(), readStrongsDictionary());
    expect(built.problems).toEqual([]);
    expect(built.jamesDays).toHaveLength(30);
  });
});

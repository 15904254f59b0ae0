import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';

/** Every folder and file under `folder` with its permission bits, as `0700 base/5`. */
function modesUnder(folder: string, relative = '.'): string[] {
  const modes = [`${(statSync(join(folder, relative)).mode & 0o777).toString(8).padStart(4, '0')} ${relative}/`];
  for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
    const path = join(relative, entry.name);
    if (entry.isDirectory()) modes.push(...modesUnder(folder, path));
    else modes.push(`${(statSync(join(folder, path)).mode & 0o777).toString(8).padStart(4, '0')} ${path}`);
  }
  return modes;
}

describe("the embedded engine's data folder (issue 27 item 14)", () => {
  const parent = mkdtempSync(join(tmpdir(), 'lumen-data-modes-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is its owner’s alone: the folders 0700 and the files 0600, also after a table is written and the engine reopened', async () => {
    const dataDir = join(parent, 'nested', 'data');
    let database = await openDatabase({ dataDir });
    await database.sql`CREATE TABLE kept (note text)`;
    await database.sql`INSERT INTO kept VALUES ('a private note')`;
    await database.close();
    database = await openDatabase({ dataDir });
    expect(await database.sql`SELECT note FROM kept`).toEqual([{ note: 'a private note' }]);

    const modes = modesUnder(dataDir);
    expect(modes.length).toBeGreaterThan(100);
    const folders = modes.filter((line) => line.endsWith('/'));
    const files = modes.filter((line) => !line.endsWith('/'));
    expect(folders.filter((line) => !line.startsWith('0700 '))).toEqual([]);
    expect(files.filter((line) => !line.startsWith('0600 '))).toEqual([]);
    // mkdir -p made the parent too, and it holds nothing but the data folder.
    expect(statSync(join(parent, 'nested')).mode & 0o777).toBe(0o700);
    await database.close();
  }, 60_000);
});

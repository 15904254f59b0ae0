// The Nu HTML Checker (vnu-jar) finds no error in any page as the server sends it: the
// server-rendered devotion in each study layout, the plan, the James study, the About page,
// the library, an address that falls back, and the not-found page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The package's main export is the jar's path (a String object).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as unknown);

const PAGES = [
  '/',
  '/2025-01-05', // no study resources
  '/2025-07-23', // progressive
  '/2025-08-10', // tabbed
  '/2025-11-30', // Advent, centred author
  '/2026-06-30', // current layout
  '/plan/2025-03-10',
  '/february/30',
  '/james-study/1',
  '/about',
  '/library',
  '/no-such-page',
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every page the server sends is valid HTML to the Nu checker', async ({ request }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'lumen-vnu-'));
  try {
    const files = await Promise.all(
      PAGES.map(async (path, index) => {
        const response = await request.get(path);
        const file = join(folder, `${index}-${path.replace(/\W+/g, '_') || 'root'}.html`);
        writeFileSync(file, await response.text());
        return file;
      }),
    );
    let output = '';
    try {
      execFileSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { stdio: 'pipe' });
    } catch (error) {
      // vnu exits non-zero when it reports errors, and writes its JSON to stderr.
      output = String((error as { stderr?: Buffer }).stderr ?? '');
    }
    const messages = output ? ((JSON.parse(output) as { messages: VnuMessage[] }).messages ?? []) : [];
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${message.url.split('/').pop()}:${message.lastLine ?? '?'} ${message.message} [${message.extract ?? ''}]`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

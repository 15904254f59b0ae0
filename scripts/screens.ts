// `npm run screens`: screenshots of the main screens at 320, 390 and 1280 px, light and dark,
// into docs/screens/ with an index, so anyone can see the product without running it. Starts
// the built server itself, on a port and an embedded database of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';

const PORT = Number(process.env.SCREENS_PORT ?? 4780);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screens';
const WIDTHS = [320, 390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const DAY = '/2025-01-05';

interface Screen {
  name: string;
  title: string;
  path: string;
  /** What the reader does once the page is there. */
  act?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'devotion', title: 'A devotion', path: DAY },
  {
    name: 'devotion-end',
    title: 'The end of a devotion, with the action bar below the desktop width',
    path: DAY,
    act: async (page) => {
      await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    },
  },
  { name: 'tabbed-day', title: 'A tabbed day (Advent)', path: '/2025-12-01' },
  { name: 'james-day', title: 'The study of James, day 1', path: '/james-study/1' },
  {
    name: 'search',
    title: 'Search, with results',
    path: DAY,
    act: async (page) => {
      await page.getByRole('button', { name: 'Search devotions' }).click();
      await page.getByPlaceholder('Search devotions...').fill('light');
      await page.getByRole('list', { name: 'Search results' }).waitFor();
    },
  },
  {
    name: 'calendar',
    title: 'The calendar',
    path: DAY,
    act: async (page) => {
      await page.evaluate(() => scrollTo(0, 0));
      await page
        .getByRole('button', { name: /choose a date/ })
        .first()
        .click();
      await page.getByRole('grid').waitFor();
    },
  },
  {
    name: 'share',
    title: 'The share dialog',
    path: DAY,
    act: async (page) => {
      await page.getByRole('button', { name: 'Share this devotion' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: "Share Today's Devotion" }).waitFor();
    },
  },
  { name: 'library', title: 'Your library', path: '/library' },
  {
    name: 'plan',
    title: 'The Bible reading plan',
    path: DAY,
    act: async (page) => {
      await page.evaluate(() => scrollTo(0, 0));
      await page.getByRole('button', { name: /Bible Plan/ }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
];

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${ORIGIN}/api/devotions/2025-01-05`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The server on ${ORIGIN} did not become ready`);
}

// Always the embedded engine, in a fresh directory: the pictures never show anyone's data.
const { DATABASE_URL: _unused, ...inherited } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...inherited,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: ORIGIN,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lumen-screens-')),
  },
});

try {
  console.log(`Starting the server on ${ORIGIN} (the content import takes about a minute)...`);
  await waitForServer();
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const rows: string[] = [];
  for (const screen of SCREENS) {
    const cells: string[] = [];
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 740 : 800 },
          colorScheme: scheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(ORIGIN + screen.path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.mouse.move(12, 12); // a first visit's app starts when the reader is there
        await page.waitForFunction(() => performance.getEntriesByName('lumen:hydrated').length === 1);
        await page.waitForTimeout(800);
        await screen.act?.(page);
        await page.waitForTimeout(400);
        const file = `${screen.name}-${width}-${scheme}.png`;
        await page.screenshot({ path: join(OUT, file) });
        cells.push(`[${width} ${scheme}](${file})`);
        console.log(`  ${file}`);
        await context.close();
      }
    }
    rows.push(`| ${screen.title} | \`${screen.path}\` | ${cells.join(' · ')} |`);
  }
  await browser.close();
  writeFileSync(
    join(OUT, 'README.md'),
    [
      '# Screens',
      '',
      'The main screens at 320, 390 and 1280 px wide, light and dark, as the browser shows them',
      '(the visible screen only). Regenerated by `npm run screens` from the built client.',
      '',
      '| screen | address | pictures |',
      '| --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
  console.log(`Wrote ${SCREENS.length * WIDTHS.length * SCHEMES.length} screenshots and ${OUT}/README.md`);
} finally {
  server.kill();
}

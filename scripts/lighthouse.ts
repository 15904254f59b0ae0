// npm run lighthouse [-- <base URL>] [--runs N] [--paths /,/2025-09-10,/james-study/1] [--build]
//                    [--without-scripts | --side-by-side] [--returning]
//
// Lighthouse (mobile, its default simulated throttling) on today's devotion, a dated devotion
// and a James study day, against the production server: the one at <base URL>, or else one
// started here on a fresh embedded database in a temporary folder (building the client and its
// server render first if there is no build, or with --build). Each page runs N times (3 by
// default: the numbers move with the machine's load) and the table shows the medians against
// the targets (docs/performance.md). Exits 1 when a median misses a target; Performance is a
// figure to report, not a target.
//
// --without-scripts measures the same pages with every JavaScript file blocked (the head's
// inline script still runs): the page as HTML and CSS only. --side-by-side measures each page
// both ways, one after the other, so that the two rows share the host's load of the moment: the
// difference is what the app's own start-up costs (`npm run bench` runs it so).
//
// --returning measures a reader who has been here before: each page is opened once first and
// a journal answer kept in its local storage, and Lighthouse then keeps the browser's storage
// (cache, service worker, local data) instead of clearing it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const READY_TIMEOUT_MS = 240_000;
const MAX_FAILED_RUNS = 3;

interface Target {
  label: string;
  /** The value in the table's unit, from a Lighthouse result. */
  read: (result: LighthouseResult) => number;
  format: (value: number) => string;
  /** Null: shown, not judged. */
  meets: ((value: number) => boolean) | null;
  goal: string;
}

interface LighthouseResult {
  /** Set when the run itself failed (a page that did not paint in time, say): it is run again. */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const score = (category: string) => (result: LighthouseResult) => Math.round((result.categories[category]?.score ?? 0) * 100);
const audit = (id: string) => (result: LighthouseResult) => result.audits[id]?.numericValue ?? Number.NaN;

const TARGETS: Target[] = [
  { label: 'Performance', read: score('performance'), format: String, meets: null, goal: '—' },
  { label: 'Accessibility', read: score('accessibility'), format: String, meets: (v) => v === 100, goal: '100' },
  { label: 'Best Practices', read: score('best-practices'), format: String, meets: (v) => v === 100, goal: '100' },
  { label: 'SEO', read: score('seo'), format: String, meets: (v) => v === 100, goal: '100' },
  {
    label: 'LCP',
    read: audit('largest-contentful-paint'),
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    meets: (v) => v < 1800,
    goal: '< 1.8 s',
  },
  { label: 'CLS', read: audit('cumulative-layout-shift'), format: (v) => v.toFixed(3), meets: (v) => v < 0.05, goal: '< 0.05' },
  { label: 'TBT', read: audit('total-blocking-time'), format: (v) => `${Math.round(v)} ms`, meets: null, goal: '—' },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

async function waitUntilReady(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}) before it was ready`);
    // Devotions answer 503 until the content import has finished.
    const status = await fetch(`${base}/api/devotions/2025-01-05`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`The server at ${base} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** The production server on a fresh embedded database; stopped (and its data removed) at exit. */
async function startServer(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-lighthouse-'));
  console.log(`Starting the production server at ${base} (embedded database in ${dataDir}); the content import takes about a minute.`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Opens `url` once and keeps a journal answer there, as a reader coming back would have. */
async function visitBefore(port: number, url: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => localStorage.setItem('lumen-journal', JSON.stringify({ '2025-01-05': ['Kept from an earlier visit'] })));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function printTable(rows: { path: string; medians: number[]; runs: number }[]): boolean {
  let allMet = true;
  const header = ['Page', ...TARGETS.map((target) => target.label)];
  const goals = ['target', ...TARGETS.map((target) => target.goal)];
  const body = rows.map(({ path, medians, runs }) => [
    `${path} (median of ${runs})`,
    ...TARGETS.map((target, index) => {
      const value = medians[index]!;
      const met = target.meets?.(value) ?? true;
      allMet &&= met;
      return `${target.format(value)}${met ? '' : ' ✗'}`;
    }),
  ]);
  const table = [header, goals, ...body];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join(' │ ');
  console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('─┼─')}`);
  for (const row of table.slice(1)) console.log(line(row));
  return allMet;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      paths: { type: 'string', default: '/,/2025-09-10,/james-study/1' },
      build: { type: 'boolean', default: false },
      'without-scripts': { type: 'boolean', default: false },
      'side-by-side': { type: 'boolean', default: false },
      returning: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const paths = values.paths.split(',').filter(Boolean);
  // Each page is measured with the app, without its scripts, or both.
  const modes: boolean[] = values['side-by-side'] ? [false, true] : [values['without-scripts']];
  if (values['without-scripts'] && !values['side-by-side'])
    console.log('Every JavaScript file is blocked: this measures the page with its scripts requested but never run, not the app.');
  if (values.returning)
    console.log("A returning reader: each page is visited first and keeps a journal answer; the browser's cache and storage are kept.");

  let base = positionals[0]?.replace(/\/$/, '');
  let stop = () => {};
  if (!base) {
    const built = existsSync(join(ROOT, 'dist/index.html')) && existsSync(join(ROOT, 'dist/server/entry-server.js'));
    if (values.build || !built) await run('npm', ['run', 'build']);
    ({ base, stop } = await startServer());
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const rows = [];
    for (const path of paths)
      for (const withoutScripts of modes) {
        const url = `${base}${path}`;
        const label = values['side-by-side'] ? `${path} ${withoutScripts ? 'without scripts' : 'with the app'}` : path;
        const blockedUrlPatterns = withoutScripts ? ['*.js'] : [];
        const results: LighthouseResult[] = [];
        let failed = 0;
        for (let attempt = 1; attempt <= runs; attempt++) {
          // Warm the server's page store (pages are kept a minute): what is measured is the page
          // as readers get it, not its first render after a start or an import.
          await fetch(url).then((response) => response.arrayBuffer());
          if (values.returning) await visitBefore(chrome.port, url);
          const runnerResult = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            blockedUrlPatterns,
            disableStorageReset: values.returning,
          });
          if (!runnerResult) throw new Error(`Lighthouse gave no result for ${url}`);
          const result = runnerResult.lhr as unknown as LighthouseResult;
          if (result.runtimeError) {
            console.log(`${label} run ${attempt}/${runs} failed (${result.runtimeError.code}): running it again`);
            if (++failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failed} times on ${url}: ${result.runtimeError.message}`);
            attempt--;
            continue;
          }
          results.push(result);
          console.log(
            `${label} run ${attempt}/${runs}: ${TARGETS.map((target) => `${target.label} ${target.format(target.read(result))}`).join(', ')}`,
          );
        }
        rows.push({ path: label, runs, medians: TARGETS.map((target) => median(results.map(target.read))) });
      }
    const allMet = printTable(rows);
    console.log(allMet ? '\nEvery target is met.' : '\nSome targets are missed (✗).');
    return allMet ? 0 : 1;
  } finally {
    await chrome.kill();
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

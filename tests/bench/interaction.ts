// The interaction benchmark: how a reader's first tap is answered while the app starts, on a
// phone-speed CPU (Chromium's CPU throttling ×4) and a fresh profile. Each tap lands 1.5 s or 3 s
// after DOMContentLoaded, on a first visit and on a returning one (the browser's cache and
// service worker kept, nothing saved by the reader). Two figures per tap, medians of the runs:
// - the interaction's own latency as the browser measures it (Event Timing `duration`, the
//   figure behind INP): from the press to the next frame after its handlers ran;
// - the time from the press to the first frame that shows the response (the toast, the new
//   day's title, the overlay, the selected tab, the entry).
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { BenchError } from './processes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
export const TAP_DELAYS_MS = [1500, 3000] as const;
export const EVENT_DURATION_TARGET_MS = 200;
export const RESPONSE_TARGET_MS: Record<(typeof TAP_DELAYS_MS)[number], number> = { 1500: 1000, 3000: 500 };
/**
 * A desktop window: below the desktop width the action bar shows only where it covers no text
 * (decision 024), so a bookmark tap mid-page would find no button; and the phone layout's
 * scroll into view would move the target under the finger.
 */
const VIEWPORT = { width: 1280, height: 900 };
const RESPONSE_TIMEOUT_MS = 15_000;

interface Scenario {
  name: string;
  path: string;
  /** A CSS selector for the element tapped (the first one that matches). */
  target: string;
  /** A page-side check, as source: true once the response is on screen. `start` is the page's title before the tap. */
  shown: string;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'bookmark',
    path: '/2025-01-05',
    target: 'button[aria-label="Bookmark this devotion"]',
    shown: `document.body.textContent.includes('Devotion bookmarked')`,
  },
  {
    name: 'next day',
    path: '/2025-01-05',
    target: 'button[aria-label="Next day"]',
    shown: `document.getElementById('devotion-title')?.textContent !== start`,
  },
  {
    name: 'search',
    path: '/2025-01-05',
    target: 'button[aria-label="Search devotions"]',
    shown: `!!document.querySelector('input[placeholder="Search devotions..."]')`,
  },
  {
    name: '"Bible Study" tab',
    path: '/2025-09-10',
    target: '[role="tab"]:nth-child(2)',
    shown: `document.querySelector('[role="tab"]:nth-child(2)')?.getAttribute('aria-selected') === 'true'`,
  },
  {
    name: 'James "Next"',
    path: '/james-study/1',
    target: 'button[aria-label="Next day"]',
    shown: `document.querySelector('h1')?.textContent !== start`,
  },
  {
    name: "Strong's word",
    path: '/2025-09-10',
    target: 'button[aria-label^="Christ, Strong"]',
    shown: `!!document.querySelector('dialog[open], [role="dialog"]')?.textContent?.includes('G5547')`,
  },
];

export type Visit = 'first' | 'returning';

export interface TapResult {
  scenario: string;
  delayMs: number;
  visit: Visit;
  /** Medians over the runs; null when no run produced the figure. */
  eventDurationMs: number | null;
  responseMs: number | null;
  runs: number;
  failures: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Installed before the page's own scripts: the first press's time and the Event Timing entries. */
function instrument(): void {
  const w = window as unknown as { benchPress?: number; benchEvents: { name: string; duration: number; start: number }[] };
  w.benchEvents = [];
  window.addEventListener('pointerdown', (event) => (w.benchPress ??= event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
      if (entry.interactionId) w.benchEvents.push({ name: entry.name, duration: entry.duration, start: entry.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

interface OneTap {
  eventDurationMs: number;
  responseMs: number;
}

/** Opens `scenario.path`, taps its target `delayMs` after DOMContentLoaded, and measures. */
async function tapOnce(context: BrowserContext, origin: string, scenario: Scenario, delayMs: number): Promise<OneTap> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(origin + scenario.path, { waitUntil: 'domcontentloaded' });
    // The target brought into view once the page is drawn: DOMContentLoaded can come before the
    // stylesheet (the page's modules no longer hold it back, decision 037), and a position read
    // from the unstyled page is not where the reader sees the target.
    const wait = await page.evaluate(
      async ({ target, delayMs }) => {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const element = document.querySelector(target);
        if (!element) return null;
        element.scrollIntoView({ block: 'center' });
        const dcl = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
        return dcl + delayMs - performance.now();
      },
      { target: scenario.target, delayMs },
    );
    if (wait === null) throw new BenchError(`${scenario.path} has no ${scenario.target}`);
    const start = await page.evaluate(
      () => (document.getElementById('devotion-title') ?? document.querySelector('h1'))?.textContent ?? null,
    );
    // Watch for the response from every frame on, before the tap is sent. The page's CSP allows
    // no eval, so the check goes in as the text of the evaluated expression itself.
    const shown = page.evaluate(`new Promise((resolve, reject) => {
      const start = ${JSON.stringify(start)};
      const until = performance.now() + ${RESPONSE_TIMEOUT_MS};
      const frame = (now) => {
        const pressed = window.benchPress;
        if (pressed !== undefined && (${scenario.shown})) return resolve(now - pressed);
        if (now > until) return reject(new Error('no response on screen'));
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })`) as Promise<number>;
    if (wait > 0) await page.waitForTimeout(wait);
    // Where the reader sees the target at the moment of the tap.
    const spot = await page.evaluate((target) => {
      const box = document.querySelector(target)!.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, scenario.target);
    await page.mouse.click(spot.x, spot.y);
    const responseMs = await shown;
    // Event Timing reports an interaction once its next frame is painted.
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => (window as unknown as { benchEvents: { name: string; duration: number }[] }).benchEvents);
    const eventDurationMs = Math.max(0, ...events.map((event) => event.duration));
    return { eventDurationMs, responseMs };
  } finally {
    await page.close();
  }
}

/** Opens a page once and waits for its service worker, then forgets what the page saved. */
async function visitBefore(context: BrowserContext, origin: string, path: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 }).catch(() => undefined);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(instrument);
  return context;
}

export async function measureInteractions(origin: string, runs: number, log: (line: string) => void): Promise<TapResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const results: TapResult[] = [];
  try {
    for (const scenario of SCENARIOS) {
      for (const delayMs of TAP_DELAYS_MS) {
        const taps: Record<Visit, OneTap[]> = { first: [], returning: [] };
        let failures = 0;
        for (let run = 0; run < runs; run++) {
          const context = await freshContext(browser);
          try {
            taps.first.push(await tapOnce(context, origin, scenario, delayMs));
            await visitBefore(context, origin, scenario.path);
            taps.returning.push(await tapOnce(context, origin, scenario, delayMs));
          } catch (error) {
            failures++;
            log(`  ${scenario.name} at ${delayMs} ms, run ${run + 1}: ${(error as Error).message}`);
          } finally {
            await context.close();
          }
        }
        for (const visit of ['first', 'returning'] as const) {
          results.push({
            scenario: scenario.name,
            delayMs,
            visit,
            eventDurationMs: median(taps[visit].map((tap) => tap.eventDurationMs)),
            responseMs: median(taps[visit].map((tap) => tap.responseMs)),
            runs: taps[visit].length,
            failures,
          });
        }
        // Each pair as it comes: a long run stopped early still tells what it measured.
        const [first, returning] = results.slice(-2) as [TapResult, TapResult];
        log(
          `  ${scenario.name}, tap at ${delayMs} ms: first ${ms(first.eventDurationMs)} / ${ms(first.responseMs)}, ` +
            `returning ${ms(returning.eventDurationMs)} / ${ms(returning.responseMs)} (Event Timing / response on screen)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function ms(value: number | null): string {
  if (value === null) return '—';
  return value === 0 ? '< 16 ms' : `${Math.round(value)} ms`;
}

/** Prints the table; returns false when a median misses its target. */
export function printInteractionTable(results: TapResult[], print: (line: string) => void): boolean {
  let met = true;
  const rows = [['tap', 'at', 'visit', 'Event Timing duration', 'tap → response on screen', 'runs']];
  for (const result of results) {
    const responseTarget = RESPONSE_TARGET_MS[result.delayMs as (typeof TAP_DELAYS_MS)[number]];
    const durationMet = result.eventDurationMs !== null && result.eventDurationMs <= EVENT_DURATION_TARGET_MS;
    const responseMet = result.responseMs !== null && result.responseMs <= responseTarget;
    met &&= durationMet && responseMet;
    rows.push([
      result.scenario,
      `${result.delayMs / 1000} s`,
      result.visit,
      `${ms(result.eventDurationMs)} (≤ ${EVENT_DURATION_TARGET_MS}${durationMet ? '' : ' MISSED'})`,
      `${ms(result.responseMs)} (≤ ${responseTarget}${responseMet ? '' : ' MISSED'})`,
      `${result.runs}${result.failures ? ` (${result.failures} failed)` : ''}`,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    print(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
    if (index === 0) print(widths.map((width) => '-'.repeat(width)).join('  '));
  }
  return met;
}

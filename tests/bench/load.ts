// Throughput under load with autocannon, reported per target as requests/s, p50 and p99
// latency and requests/s as a share of the bare node:http server's in the same run.
import { createRequire } from 'node:module';
import { BenchError } from './processes.ts';

export const WARMUP_SECONDS = 2;

// autocannon ships no types (and there is no @types package installed): describe the part used.
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  warmup?: { connections: number; duration: number };
}

interface AutocannonRun {
  requests: { average: number; total: number };
  /** Milliseconds. */
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

interface AutocannonResult extends AutocannonRun {
  warmup?: AutocannonRun;
}

// A CommonJS package; loading it through require keeps the cast in one place.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The least share of the bare server's requests/s this target must reach, if it has a target. */
  minShareOfBare?: number;
  /** The p99 latency in milliseconds it must stay under, if it has a target. */
  maxP99Ms?: number;
}

export interface Measurement extends LoadTarget {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

function assertAllOk(run: AutocannonRun, what: string): void {
  if (run.non2xx === 0 && run.errors === 0 && run.timeouts === 0) return;
  const statuses = Object.entries(run.statusCodeStats)
    .map(([status, { count }]) => `${status}×${count}`)
    .join(', ');
  throw new BenchError(
    `${what}: ${run.non2xx} non-2xx responses, ${run.errors} errors, ${run.timeouts} timeouts ` +
      `out of ${run.requests.total} requests (status codes: ${statuses || 'none'})`,
  );
}

async function run(
  url: string,
  headers: Record<string, string> | undefined,
  duration: number,
  connections: number,
  what: string,
): Promise<AutocannonRun> {
  const result = await autocannon({ url, connections, duration, ...(headers ? { headers } : {}) });
  assertAllOk(result, what);
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(target: LoadTarget, runs: AutocannonRun[]): Measurement {
  return {
    ...target,
    requestsPerSecond: runs.reduce((sum, each) => sum + each.requests.average, 0) / runs.length,
    p50: median(runs.map((each) => each.latency.p50)),
    p99: median(runs.map((each) => each.latency.p99)),
  };
}

export interface PairedMeasurement {
  target: Measurement;
  /** The bare server, measured in the slices between the target's. */
  bare: Measurement;
}

/**
 * Measures `target` in `slices` slices of `seconds / slices`, each right after a slice of the
 * bare server: on a shared machine the load from other processes changes from one second to
 * the next, and alternating keeps both under the same conditions. Latencies are the median
 * of the slices' percentiles.
 */
export async function measureAgainstBare(
  target: LoadTarget,
  bare: LoadTarget,
  seconds: number,
  connections: number,
  slices = 3,
): Promise<PairedMeasurement> {
  console.error(
    `Measuring ${target.name}: ${WARMUP_SECONDS} s warm-up, then ${slices} × ${(seconds / slices).toFixed(1)} s with ${connections} connections, alternating with the bare server`,
  );
  await run(target.url, target.headers, WARMUP_SECONDS, connections, `${target.name} (warm-up)`);
  const targetRuns: AutocannonRun[] = [];
  const bareRuns: AutocannonRun[] = [];
  for (let slice = 0; slice < slices; slice++) {
    bareRuns.push(await run(bare.url, bare.headers, seconds / slices, connections, bare.name));
    targetRuns.push(await run(target.url, target.headers, seconds / slices, connections, target.name));
  }
  return { target: summarise(target, targetRuns), bare: summarise(bare, bareRuns) };
}

export async function warmUp(target: LoadTarget, connections: number): Promise<void> {
  await run(target.url, target.headers, WARMUP_SECONDS, connections, `${target.name} (warm-up)`);
}

/** autocannon records latency in whole milliseconds, so 0 means "under a millisecond". */
function milliseconds(value: number): string {
  return value < 1 ? '<1' : String(Math.round(value));
}

/** Left-aligned first column, right-aligned numbers. */
export function printRows(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

/** Prints the table (the bare server's row sums up all its slices); false when a goal was missed. */
export function printLoadTable(pairs: PairedMeasurement[]): boolean {
  let met = true;
  const rows = [['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs bare', 'goal']];
  const bareRuns = pairs.map((pair) => pair.bare);
  const allBare: Measurement = {
    ...bareRuns[0]!,
    requestsPerSecond: bareRuns.reduce((sum, each) => sum + each.requestsPerSecond, 0) / bareRuns.length,
    p50: median(bareRuns.map((each) => each.p50)),
    p99: median(bareRuns.map((each) => each.p99)),
  };
  const lines = [{ target: allBare, bare: allBare }, ...pairs];
  for (const { target: result, bare } of lines) {
    const share = result.requestsPerSecond / bare.requestsPerSecond;
    const goals: string[] = [];
    let ok = true;
    if (result.minShareOfBare !== undefined) {
      goals.push(`≥ ${result.minShareOfBare.toFixed(2)}×`);
      ok &&= share >= result.minShareOfBare;
    }
    if (result.maxP99Ms !== undefined) {
      goals.push(`p99 < ${result.maxP99Ms} ms`);
      ok &&= result.p99 < result.maxP99Ms;
    }
    met &&= ok;
    rows.push([
      result.name,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      milliseconds(result.p50),
      milliseconds(result.p99),
      `${share.toFixed(2)}×`,
      goals.length ? `${goals.join(', ')}: ${ok ? 'met' : 'MISSED'}` : '',
    ]);
  }
  printRows(rows);
  return met;
}

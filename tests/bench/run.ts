// `npm run bench`: starts the real server and measures one devotion read over REST and over
// tRPC with autocannon, next to a bare node:http server that returns the same bytes from
// memory, so the numbers read as "share of what Node itself can do on this machine".
//
// Environment: BENCH_SECONDS (per target, default 10), BENCH_CONNECTIONS (default 20), and
// DATABASE_URL (optional: measure against that PostgreSQL instead of the embedded engine).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { BareServerReady, BareServerRequest } from './bare-server.ts';
import { measureSearches, printSearchTable } from './search.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATE = '2025-01-05';
const REST_PATH = `/api/devotions/${DATE}`;
// The tRPC client uses superjson, so the input travels wrapped in { json }.
const TRPC_PATH = `/trpc/devotion.byDate?input=${encodeURIComponent(JSON.stringify({ json: { date: DATE } }))}`;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const WARMUP_SECONDS = 2;
const STARTUP_OUTPUT_LINES = 40;

// ---------------------------------------------------------------------------------------------
// autocannon ships no types (and there is no @types package installed): describe the part used.

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
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

// ---------------------------------------------------------------------------------------------

/** A failure with a message meant for the person running the benchmark (no stack trace). */
class BenchError extends Error {}

function numberFromEnv(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new BenchError(`${name}=${JSON.stringify(raw)} must be a positive ${integer ? 'integer' : 'number'}`);
  }
  return value;
}

/** Teardown steps, run last-in first-out exactly once, on success, failure or Ctrl-C. */
const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('bench: cleanup step failed:', error);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal} received, stopping servers`);
    void cleanup().then(() => process.exit(130));
  });
}

/** A child process and a promise of its exit, created at spawn so no exit can be missed. */
interface Child {
  process: ChildProcess;
  exited: Promise<string>;
}

function watch(child: ChildProcess): Child {
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
  return { process: child, exited };
}

/** SIGTERM, then wait for the exit; SIGKILL if it does not come within STOP_TIMEOUT_MS. */
async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

/** Rejects when the child exits: raced against a wait that only makes sense while it runs. */
async function failOnExit(child: Child, what: string): Promise<never> {
  const how = await child.exited;
  throw new BenchError(`${what} exited (${how}) before it was ready; its output is above`);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// ---------------------------------------------------------------------------------------------
// The real server

/** Starts the server and resolves with its origin once it serves devotions. */
async function startRealServer(databaseUrl: string | undefined): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  if (!databaseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
    env.DATA_DIR = dataDir;
    // Registered before the server's own cleanup, so it runs after the server has exited.
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  }

  const child = watch(
    spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  cleanups.push(() => stopChild(child));

  // The server's output (warnings and errors only, at LOG_LEVEL=warn) is held back while it
  // starts, because every readiness probe that gets a 503 is logged, and shown only if it never
  // becomes ready. Once it is ready, anything it says is shown at once, marked as its own.
  const startupOutput: string[] = []; // the last STARTUP_OUTPUT_LINES lines
  let ready = false;
  for (const stream of [child.process.stdout, child.process.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      if (!line.trim()) return;
      if (ready) console.error(`  [server] ${line}`);
      else if (startupOutput.push(line) > STARTUP_OUTPUT_LINES) startupOutput.shift();
    });
  }

  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    await waitUntilReady(origin, child);
  } catch (error) {
    const shown = startupOutput.length ? startupOutput : ['(no output)'];
    console.error(shown.map((line) => `  [server] ${line}`).join('\n'));
    throw error;
  }
  ready = true;
  console.error(`The server is ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return origin;
}

/** The server listens at once but answers 503 until migrations and the content import are done. */
async function waitUntilReady(origin: string, child: Child): Promise<void> {
  // Stop polling (mid-request or mid-pause) as soon as the server dies: no point in waiting.
  const died = new AbortController();
  void child.exited.then(() => died.abort());
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline && !died.signal.aborted) {
    try {
      const response = await fetch(origin + REST_PATH, { signal: AbortSignal.any([died.signal, AbortSignal.timeout(5_000)]) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
      await sleep(500, undefined, { signal: died.signal });
    } catch (error) {
      if (died.signal.aborted) break;
      last = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      await sleep(500, undefined, { signal: died.signal }).catch(() => {});
    }
  }
  if (died.signal.aborted) throw new BenchError(`The server exited (${await child.exited}) before it was ready; the end of its output is above`);
  throw new BenchError(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s (last GET ${REST_PATH}: ${last})`);
}

/** The REST body exactly as autocannon will receive it (autocannon asks for no compression). */
async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new BenchError(`GET ${url} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  return body;
}

// ---------------------------------------------------------------------------------------------
// The bare server (see bare-server.ts)

async function startBareServer(body: Buffer): Promise<string> {
  const child = watch(
    spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('bare-server.ts', import.meta.url))], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  cleanups.push(() => stopChild(child));
  const ready = once(child.process, 'message') as Promise<[BareServerReady]>;
  child.process.send({ body: body.toString('base64') } satisfies BareServerRequest);
  const [{ port }] = await Promise.race([ready, failOnExit(child, 'The bare server')]);
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------
// Measuring and reporting

interface Target {
  name: string;
  url: string;
}

interface Measurement extends Target {
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

async function measure(target: Target, seconds: number, connections: number): Promise<Measurement> {
  console.error(`Measuring ${target.name}: ${WARMUP_SECONDS} s warm-up, then ${seconds} s with ${connections} connections`);
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    warmup: { connections, duration: WARMUP_SECONDS },
  });
  if (result.warmup) assertAllOk(result.warmup, `${target.name} (warm-up)`);
  assertAllOk(result, target.name);
  return { ...target, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** autocannon records latency in whole milliseconds, so 0 means "under a millisecond". */
function milliseconds(value: number): string {
  return value < 1 ? '<1' : String(Math.round(value));
}

function printTable(results: Measurement[], bare: Measurement): void {
  const rows = [
    ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs bare'],
    ...results.map((result) => [
      result.name,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      milliseconds(result.p50),
      milliseconds(result.p99),
      `${(result.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}×`,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown version';
  }
}

/** Names the engine; for a real server, asks it for its version (credentials never printed). */
async function describeDatabase(databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) return `embedded PostgreSQL (PGlite ${packageVersion('@electric-sql/pglite')}, WebAssembly, in-process)`;
  const { host, pathname } = new URL(databaseUrl);
  let version = 'version unknown';
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    const [row] = await sql<{ server_version: string }[]>`show server_version`;
    if (row) version = row.server_version;
  } catch (error) {
    version = `version unknown: ${(error as Error).message}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  return `PostgreSQL ${version} at ${host}${pathname} (DATABASE_URL)`;
}

async function main(): Promise<void> {
  const seconds = numberFromEnv('BENCH_SECONDS', 10, false);
  const connections = numberFromEnv('BENCH_CONNECTIONS', 20, true);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

  console.error('Starting the server and waiting for its content import…');
  const origin = await startRealServer(databaseUrl);
  const body = await fetchBody(origin + REST_PATH);
  const bareOrigin = await startBareServer(body);

  const bare = await measure({ name: 'bare node:http', url: bareOrigin + REST_PATH }, seconds, connections);
  const rest = await measure({ name: `REST ${REST_PATH}`, url: origin + REST_PATH }, seconds, connections);
  const trpc = await measure({ name: 'tRPC devotion.byDate', url: origin + TRPC_PATH }, seconds, connections);
  console.error('Measuring search latency, one request at a time…');
  const searches = await measureSearches(origin);

  const cpuList = cpus();
  const cpuModel = cpuList[0]?.model.trim() ?? 'unknown CPU';
  console.log('');
  console.log(`Machine:  ${cpuList.length} CPUs (${cpuModel}), Node ${process.version}, ${process.platform}/${process.arch}`);
  console.log(`Database: ${await describeDatabase(databaseUrl)}`);
  console.log(`Load:     ${connections} connections, ${seconds} s per target after ${WARMUP_SECONDS} s warm-up; body ${body.length.toLocaleString('en-US')} bytes, uncompressed`);
  console.log('');
  printTable([bare, rest, trpc], bare);
  if (!printSearchTable(searches)) throw new BenchError('a search missed its p95 target');
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}

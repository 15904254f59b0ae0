// `npm run bench`: starts the real production server on each database engine and measures
// - the first start on an empty database (migrations and the content import) and a cold
//   start on the imported database (time to the first 200 on / and on a devotion read);
// - devotion reads over REST and tRPC, and the tRPC batch the app sends on first load,
//   under load with autocannon, next to a bare node:http server that returns the same bytes
//   from memory, so the numbers read as "share of what Node itself can do on this machine";
// - devotion and Strong's search latency, first-time and repeated queries;
// - readers' latency under an abuse scenario with the real request limits (abuse.ts; `--abuse`
//   runs just this, after the first start);
// - the client: first taps while the app starts, and Lighthouse beside the pages without
//   scripts (client.ts; on the built app, `--client-only` runs just these, `--server-only` skips them).
// See README.md for the options and how to read the numbers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { todayIso } from '../../src/shared/dates.ts';
import { measureAgainstBare, printLoadTable, printRows, warmUp, WARMUP_SECONDS, type LoadTarget, type PairedMeasurement } from './load.ts';
import { ABUSE_ENV, printAbuseReport, runAbuseScenario, type AbuseReport } from './abuse.ts';
import { benchClient } from './client.ts';
import { BenchError, cleanup, onCleanup, ROOT, startBareServer, startRealServer } from './processes.ts';
import { measureSearches, printSearchTable, type SearchLatency } from './search.ts';

const DATE = '2025-01-05';
const REST_PATH = `/api/devotions/${DATE}`;
const HOME_PATH = '/';

/** A tRPC GET as @trpc/client sends it: superjson input wrapped in { json }, batches keyed by index. */
function trpcUrl(calls: Array<[path: string, input: unknown]>, batch: boolean): string {
  const paths = calls.map(([path]) => path).join(',');
  const input = batch ? Object.fromEntries(calls.map(([, value], index) => [index, { json: value }])) : { json: calls[0]![1] };
  return `/trpc/${paths}?${batch ? 'batch=1&' : ''}input=${encodeURIComponent(JSON.stringify(input))}`;
}

const TRPC_PATH = trpcUrl([['devotion.byDate', { date: DATE }]], false);
// The reader's first page: the day's devotion, its navigation (with the reader's today) and
// its share info.
const TRPC_BATCH_PATH = trpcUrl(
  [
    ['devotion.byDate', { date: DATE }],
    ['devotion.navigation', { date: DATE, today: todayIso() }],
    ['share.byDate', { date: DATE }],
  ],
  true,
);

// Issue 15 and issue 11 targets.
const REST_MIN_SHARE = 0.5;
const TRPC_MIN_SHARE = 0.4;
const READ_MAX_P99_MS = 10;
const IMPORT_TARGET_MS = 30_000;
const COLD_START_TARGET_MS = 5_000;
const FIRST_START_TIMEOUT_MS = 180_000;

type EngineName = 'embedded' | 'postgres';

interface Options {
  seconds: number;
  connections: number;
  engines: EngineName[];
  startOnly: boolean;
  abuseOnly: boolean;
  databaseUrl: string | undefined;
  server: boolean;
  client: boolean;
  tapRuns: number;
  lighthouseRuns: number;
}

function numberFromEnv(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new BenchError(`${name}=${JSON.stringify(raw)} must be a positive ${integer ? 'integer' : 'number'}`);
  }
  return value;
}

function readOptions(): Options {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        start: { type: 'boolean', default: false },
        abuse: { type: 'boolean', default: false },
        engine: { type: 'string' },
        'client-only': { type: 'boolean', default: false },
        'server-only': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new BenchError(
      `${(error as Error).message}\nusage: npm run bench -- [--start | --abuse] [--engine embedded|postgres|both] [--client-only | --server-only]`,
    );
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  // With DATABASE_URL set, both engines are measured unless --engine narrows it.
  const engine = parsed.engine ?? (databaseUrl ? 'both' : 'embedded');
  const engines: EngineName[] =
    engine === 'both' ? ['embedded', 'postgres'] : engine === 'embedded' || engine === 'postgres' ? [engine] : [];
  if (engines.length === 0) throw new BenchError(`--engine ${engine}: use embedded, postgres or both`);
  if (engines.includes('postgres') && !databaseUrl) throw new BenchError('--engine postgres needs DATABASE_URL=postgres://…');
  return {
    seconds: numberFromEnv('BENCH_SECONDS', 10, false),
    connections: numberFromEnv('BENCH_CONNECTIONS', 32, true),
    engines,
    startOnly: parsed.start,
    abuseOnly: parsed.abuse,
    databaseUrl,
    server: !parsed['client-only'],
    client: !parsed['server-only'] && !parsed.start && !parsed.abuse,
    tapRuns: numberFromEnv('BENCH_TAP_RUNS', 5, true),
    lighthouseRuns: numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 3, true),
  };
}

// ---------------------------------------------------------------------------------------------
// Engines: each run starts from an empty database of its own, removed at the end.

interface Engine {
  name: EngineName;
  /** What the server gets on top of the bench's environment. */
  env: NodeJS.ProcessEnv;
  describe(): Promise<string>;
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown version';
  }
}

function embeddedEngine(): Engine {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
  // Registered before the server's own cleanup, so it runs after the server has exited.
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    name: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    describe: async () => `embedded PostgreSQL (PGlite ${packageVersion('@electric-sql/pglite')}, WebAssembly, in the server's process)`,
  };
}

/** A schema of its own on the real server (search_path in the URL), so the import starts from empty. */
async function postgresEngine(databaseUrl: string): Promise<Engine> {
  const schema = `lumen_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  onCleanup(async () => {
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end({ timeout: 5 });
  });
  const url = new URL(databaseUrl);
  url.searchParams.set('search_path', schema);
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async describe() {
      const [row] = await admin<{ server_version: string }[]>`show server_version`;
      // Credentials are never printed.
      return `PostgreSQL ${row?.server_version ?? '(version unknown)'} at ${url.host}${url.pathname}, schema ${schema} (DATABASE_URL)`;
    },
  };
}

// ---------------------------------------------------------------------------------------------

/** A body exactly as autocannon will receive it (autocannon asks for no compression). */
async function fetchBody(url: string): Promise<{ body: Buffer; cache: string | null }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new BenchError(`GET ${url} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  return { body, cache: response.headers.get('x-lumen-cache') };
}

interface StartTimes {
  listening: number | null;
  firstStart: number;
  coldHome: number;
  coldRead: number;
}

interface EngineReport {
  description: string;
  /** The machine's 1-minute load average before and after: other work skews every figure. */
  load: [number, number];
  /** Null when only the abuse scenario ran. */
  start: StartTimes | null;
  loads: { pairs: PairedMeasurement[]; bodyBytes: number } | null;
  searches: SearchLatency[] | null;
  abuse: AbuseReport | null;
}

/** The abuse scenario on a server of its own over the imported database, with the real request limits. */
async function benchAbuse(engine: Engine): Promise<AbuseReport> {
  console.error(`[${engine.name}] Abuse scenario, with the real request limits…`);
  const server = await startRealServer({ env: { ...engine.env, ...ABUSE_ENV }, readyPaths: [REST_PATH], timeoutMs: 60_000, pollMs: 25 });
  try {
    return await runAbuseScenario(server.origin);
  } finally {
    await server.stop();
  }
}

async function benchEngine(engine: Engine, options: Options): Promise<EngineReport> {
  const loadBefore = loadavg()[0]!;
  console.error(`\n[${engine.name}] First start on an empty database (migrations and the content import)…`);
  const first = await startRealServer({ env: engine.env, readyPaths: [REST_PATH], timeoutMs: FIRST_START_TIMEOUT_MS, pollMs: 100 });
  await first.stop();
  if (options.abuseOnly) {
    const abuse = await benchAbuse(engine);
    return { description: await engine.describe(), load: [loadBefore, loadavg()[0]!], start: null, loads: null, searches: null, abuse };
  }

  console.error(`[${engine.name}] Cold start on the imported database…`);
  const server = await startRealServer({ env: engine.env, readyPaths: [HOME_PATH, REST_PATH], timeoutMs: 60_000, pollMs: 25 });
  const start: StartTimes = {
    listening: server.listeningAfterMs,
    firstStart: first.readyAfterMs[REST_PATH]!,
    coldHome: server.readyAfterMs[HOME_PATH]!,
    coldRead: server.readyAfterMs[REST_PATH]!,
  };
  const description = await engine.describe();
  if (options.startOnly) {
    await server.stop();
    return { description, load: [loadBefore, loadavg()[0]!], start, loads: null, searches: null, abuse: null };
  }

  const { origin } = server;
  const { body } = await fetchBody(origin + REST_PATH);
  // Each target once first: it must answer 200, and it is then stored as a public answer.
  for (const path of [TRPC_PATH, TRPC_BATCH_PATH]) {
    const { cache } = await fetchBody(origin + path);
    if (cache !== 'public') throw new BenchError(`GET ${path} is not a public answer (x-lumen-cache: ${cache})`);
  }
  const bareOrigin = await startBareServer(body);
  const targets: LoadTarget[] = [
    { name: `REST ${REST_PATH}`, url: origin + REST_PATH, minShareOfBare: REST_MIN_SHARE, maxP99Ms: READ_MAX_P99_MS },
    { name: 'tRPC devotion.byDate', url: origin + TRPC_PATH, minShareOfBare: TRPC_MIN_SHARE, maxP99Ms: READ_MAX_P99_MS },
    { name: 'tRPC batch: byDate+navigation+share', url: origin + TRPC_BATCH_PATH },
    { name: 'REST, Accept-Encoding: br', url: origin + REST_PATH, headers: { 'accept-encoding': 'gzip, deflate, br' } },
  ];
  const bare: LoadTarget = { name: 'bare node:http', url: bareOrigin + REST_PATH };
  await warmUp(bare, options.connections);
  const pairs: PairedMeasurement[] = [];
  for (const target of targets) pairs.push(await measureAgainstBare(target, bare, options.seconds, options.connections));
  console.error(`[${engine.name}] Measuring search latency, one request at a time…`);
  const searches = await measureSearches(origin);
  await server.stop();
  const abuse = await benchAbuse(engine);
  return { description, load: [loadBefore, loadavg()[0]!], start, loads: { pairs, bodyBytes: body.length }, searches, abuse };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Prints one engine's tables; returns false when a target was missed. */
function printReport(engine: EngineName, report: EngineReport, options: Options): boolean {
  let met = true;
  console.log('');
  console.log(`=== ${engine}: ${report.description}`);
  console.log(
    `Machine load (1-minute average): ${report.load[0].toFixed(1)} before, ${report.load[1].toFixed(1)} after, on ${cpus().length} CPUs`,
  );
  if (report.loads) {
    console.log(
      `Load: ${options.connections} connections, ${options.seconds} s per target after ${WARMUP_SECONDS} s warm-up, in slices alternating ` +
        `with the bare server (whose row sums up all its slices); REST body ${report.loads.bodyBytes.toLocaleString('en-US')} bytes, ` +
        'uncompressed unless the target says otherwise',
    );
    console.log('');
    met = printLoadTable(report.loads.pairs) && met;
  }
  if (report.searches) met = printSearchTable(report.searches) && met;
  if (report.abuse) met = printAbuseReport(report.abuse) && met;

  const { start } = report;
  if (!start) return met;
  const rows = [
    ['start of the production server', 'time', 'goal'],
    [
      'empty database: first devotion read (migrations + import)',
      seconds(start.firstStart),
      `< ${seconds(IMPORT_TARGET_MS)}: ${start.firstStart < IMPORT_TARGET_MS ? 'met' : 'MISSED'}`,
    ],
    ['imported database: listening', start.listening === null ? '?' : seconds(start.listening), ''],
    [
      'imported database: first 200 on /',
      seconds(start.coldHome),
      `< ${seconds(COLD_START_TARGET_MS)}: ${start.coldHome < COLD_START_TARGET_MS ? 'met' : 'MISSED'}`,
    ],
    [
      'imported database: first devotion read',
      seconds(start.coldRead),
      `< ${seconds(COLD_START_TARGET_MS)}: ${start.coldRead < COLD_START_TARGET_MS ? 'met' : 'MISSED'}`,
    ],
  ];
  met &&= start.firstStart < IMPORT_TARGET_MS && start.coldHome < COLD_START_TARGET_MS && start.coldRead < COLD_START_TARGET_MS;
  console.log('');
  printRows(rows);
  return met;
}

async function main(): Promise<void> {
  const options = readOptions();
  const cpuList = cpus();
  console.log(
    `Machine: ${cpuList.length} CPUs (${cpuList[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}/${process.arch}`,
  );
  let met = true;
  for (const name of options.server ? options.engines : []) {
    const engine = name === 'embedded' ? embeddedEngine() : await postgresEngine(options.databaseUrl!);
    met = printReport(name, await benchEngine(engine, options), options) && met;
  }
  if (options.client) met = (await benchClient(options)) && met;
  if (!met) throw new BenchError('a target was missed (see MISSED above)');
}

try {
  await main();
} catch (error) {
  console.error(
    `\nbench failed: ${error instanceof BenchError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await cleanup();
}

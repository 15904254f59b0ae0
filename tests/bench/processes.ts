// The processes a benchmark run starts, and their teardown: the real server (on one database
// engine) and the bare node:http server. Everything started is stopped at the end, on failure
// and on Ctrl-C too.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { BareServerReady, BareServerRequest } from './bare-server.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STOP_TIMEOUT_MS = 10_000;
const STARTUP_OUTPUT_LINES = 40;
/** What server/index.ts prints once it listens (before migrations and the import). */
const LISTENING_LINE = 'LUMEN is running at';

/** A failure with a message meant for the person running the benchmark (no stack trace). */
export class BenchError extends Error {}

/** Teardown steps, run last-in first-out exactly once, on success, failure or Ctrl-C. */
const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | undefined;

export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.push(step);
}

export function cleanup(): Promise<void> {
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

export interface RunningServer {
  origin: string;
  /** Milliseconds from spawn until it listened (Node, tsx and the app's modules loaded). */
  listeningAfterMs: number | null;
  /** Milliseconds from spawn until every `readyPaths` answered 200, per path. */
  readyAfterMs: Record<string, number>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Environment for the server on top of the bench's own (DATABASE_URL or DATA_DIR); undefined removes a variable. */
  env: NodeJS.ProcessEnv;
  /** Paths polled until each answers 200; the server answers 503 while it migrates and imports. */
  readyPaths: string[];
  timeoutMs: number;
  /** Milliseconds between polls of a path. */
  pollMs: number;
}

/** Starts the production server and resolves once each of `readyPaths` has answered 200. */
export async function startRealServer({ env, readyPaths, timeoutMs, pollMs }: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    // The load comes from one address: the per-address limits are raised unless a run sets them.
    RATE_LIMIT_FACTOR: '1000',
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  const started = performance.now();
  const child = watch(
    spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const stop = () => stopChild(child);
  onCleanup(stop);

  // The server's output (warnings and errors only, at LOG_LEVEL=warn) is held back while it
  // starts, because every readiness probe that gets a 503 is logged, and shown only if it never
  // becomes ready. Once it is ready, anything it says is shown at once, marked as its own.
  const startupOutput: string[] = []; // the last STARTUP_OUTPUT_LINES lines
  let ready = false;
  let listeningAfterMs: number | null = null;
  for (const stream of [child.process.stdout, child.process.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      if (listeningAfterMs === null && line.includes(LISTENING_LINE)) listeningAfterMs = performance.now() - started;
      if (!line.trim()) return;
      if (ready) console.error(`  [server] ${line}`);
      else if (startupOutput.push(line) > STARTUP_OUTPUT_LINES) startupOutput.shift();
    });
  }

  const origin = `http://127.0.0.1:${port}`;
  const readyAfterMs: Record<string, number> = {};
  try {
    await Promise.all(
      readyPaths.map(async (path) => {
        await waitFor200(origin + path, child, timeoutMs, pollMs);
        readyAfterMs[path] = performance.now() - started;
      }),
    );
  } catch (error) {
    const shown = startupOutput.length ? startupOutput : ['(no output)'];
    console.error(shown.map((line) => `  [server] ${line}`).join('\n'));
    await stop();
    throw error;
  }
  ready = true;
  return { origin, listeningAfterMs, readyAfterMs, stop };
}

/** Polls `url` until it answers 200; fails at once when the server dies. */
async function waitFor200(url: string, child: Child, timeoutMs: number, pollMs: number): Promise<void> {
  // Stop polling (mid-request or mid-pause) as soon as the server dies: no point in waiting.
  const died = new AbortController();
  void child.exited.then(() => died.abort());
  const deadline = performance.now() + timeoutMs;
  let last = 'no answer yet';
  while (performance.now() < deadline && !died.signal.aborted) {
    try {
      const response = await fetch(url, { signal: AbortSignal.any([died.signal, AbortSignal.timeout(5_000)]) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      if (died.signal.aborted) break;
      last = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    }
    await sleep(pollMs, undefined, { signal: died.signal }).catch(() => {});
  }
  if (died.signal.aborted)
    throw new BenchError(`The server exited (${await child.exited}) before it was ready; the end of its output is above`);
  throw new BenchError(`The server was not ready within ${timeoutMs / 1000} s (last GET ${url}: ${last})`);
}

// ---------------------------------------------------------------------------------------------
// The bare server (see bare-server.ts)

export async function startBareServer(body: Buffer): Promise<string> {
  const child = watch(
    spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('bare-server.ts', import.meta.url))], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  onCleanup(() => stopChild(child));
  const ready = once(child.process, 'message') as Promise<[BareServerReady]>;
  child.process.send({ body: body.toString('base64') } satisfies BareServerRequest);
  const failed = child.exited.then((how) => {
    throw new BenchError(`The bare server exited (${how}) before it was ready; its output is above`);
  });
  const [{ port }] = await Promise.race([ready, failed]);
  return `http://127.0.0.1:${port}`;
}

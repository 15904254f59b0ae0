// The production entry (server/index.ts) as a child process, the way it runs in production:
// its own port, its own pool, signals and exit code. Output is kept for failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const PROCESS_ORIGIN = 'http://lumen.test';

export interface LumenProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface LumenProcessOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** How long to wait for "LUMEN is running" (the child compiles TypeScript on start). */
  startTimeoutMs?: number;
}

export async function startLumenProcess({ databaseUrl, env = {}, startTimeoutMs = 60_000 }: LumenProcessOptions): Promise<LumenProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_ORIGIN: PROCESS_ORIGIN,
      DATABASE_URL: databaseUrl,
      SKIP_CONTENT_IMPORT: 'true',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1: the per-address limits are raised unless a case sets them.
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`LUMEN did not start within ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LUMEN is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`LUMEN exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${base}/api/auth/me`).catch(() => null))?.status === 200,
    60_000,
    () => `LUMEN on ${port} never became ready:\n${output}`,
  );
  return {
    child,
    port,
    base,
    exited,
    output: () => output,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `condition` every 50 ms until it holds; fails with `describe()` after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

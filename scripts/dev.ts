// npm run dev — the whole app for development in one terminal: the API server on the embedded
// database (or DATABASE_URL), restarted by `tsx watch` when server code changes, and the Vite
// dev server with hot reload, which proxies /trpc and /api to it (vite.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const API_PORT = process.env.PORT ?? '3000';
const CLIENT_PORT = process.env.CLIENT_PORT ?? '5173';

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line: string) => `${name.padEnd(6)} │ ${line}`;
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(prefix(line));
    });
  }
  child.on('exit', (code, signal) => {
    console.log(prefix(`exited (${signal ?? code})`));
    stopAll(code ?? 1);
  });
  return child;
}

const children = [
  start('server', process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/index.ts'], {
    PORT: API_PORT,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // Share links point at the page the developer has open.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${CLIENT_PORT}`,
  }),
  start(
    'client',
    process.execPath,
    [fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)), '--port', CLIENT_PORT, '--strictPort'],
    {
      API_TARGET: `http://127.0.0.1:${API_PORT}`,
    },
  ),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

console.log(`LUMEN development: open http://localhost:${CLIENT_PORT} (API on :${API_PORT}). Ctrl-C stops both.`);

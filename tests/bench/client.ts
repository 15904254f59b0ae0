// The client half of `npm run bench`: the production server on a fresh embedded database, the
// built client (npm run build), then the interaction benchmark (interaction.ts) and Lighthouse
// mobile on today's devotion, a tabbed day and a James day, each measured with the app and as
// the same page's HTML without scripts (scripts/lighthouse.ts --side-by-side).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInteractions, printInteractionTable } from './interaction.ts';
import { BenchError, onCleanup, ROOT, startRealServer } from './processes.ts';

const LIGHTHOUSE_PATHS = ['/', '/2025-09-10', '/james-study/1'];

function lighthouseSideBySide(origin: string, runs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/lighthouse.ts', origin, '--side-by-side', '--runs', String(runs), '--paths', LIGHTHOUSE_PATHS.join(',')],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    // 1: a median missed a target (the table says which); anything else is a failure to run.
    child.on('exit', (code) => (code === 0 || code === 1 ? resolve(code === 0) : reject(new BenchError(`Lighthouse exited with ${code}`))));
  });
}

/** Runs the client benchmarks and prints their tables; returns false when a target was missed. */
export async function benchClient({ tapRuns, lighthouseRuns }: { tapRuns: number; lighthouseRuns: number }): Promise<boolean> {
  if (!existsSync(join(ROOT, 'dist/index.html')) || !existsSync(join(ROOT, 'dist/server/entry-server.js')))
    throw new BenchError('the client benchmark measures the built app: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-client-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  console.error('\n[client] Starting the production server on a fresh embedded database (the content import takes a minute)…');
  const server = await startRealServer({
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    readyPaths: ['/', '/api/devotions/2025-01-05'],
    timeoutMs: 240_000,
    pollMs: 250,
  });
  try {
    console.error(`[client] First taps: Chromium, CPU ×4, a fresh profile, ${tapRuns} runs each…`);
    const taps = await measureInteractions(server.origin, tapRuns, console.error);
    console.log('');
    console.log(`=== client: first taps (CPU ×4, fresh profile; medians of ${tapRuns} runs; tap at the time after DOMContentLoaded)`);
    let met = printInteractionTable(taps, console.log);
    console.log('');
    console.log(`=== client: Lighthouse mobile (simulated throttling), each page with the app and without scripts`);
    met = (await lighthouseSideBySide(server.origin, lighthouseRuns)) && met;
    return met;
  } finally {
    await server.stop();
  }
}

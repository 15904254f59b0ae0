// Browser tests run in Debian's Chromium (no browser download works here, VERSIONS.md)
// against the real server, built client and database (DATABASE_URL, or the embedded engine).
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4321);
// The harness's loopback control port, through which the fixtures write accounts and sessions
// (tests/e2e/server.ts); set here so that the test workers inherit it.
process.env.E2E_CONTROL_PORT ??= String(PORT + 1);
const chromium =
  process.env.CHROMIUM_PATH ??
  execSync('command -v chromium || command -v chromium-browser || true', { shell: '/bin/sh' }).toString().trim();
if (!chromium) throw new Error('Chromium is not installed: run `apt-get install -y chromium` (see .ci/run).');

export default defineConfig({
  testDir: 'tests',
  // The browser journeys, and the worked example that docs/testing.md quotes.
  testMatch: /tests\/(e2e|examples\/e2e)\/.*\.spec\.ts$/,
  timeout: 30_000,
  workers: 1,
  // One more try for a test that fails: a browser on a busy two-core machine now and then misses
  // a timing by a hair, and CI reruns nothing by hand. A test that passes only on its second try
  // is listed as flaky, so it is seen; a real fault fails both tries.
  retries: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/server.ts',
    // Ready once the content import has finished: until then devotions answer 503.
    url: `http://127.0.0.1:${PORT}/api/devotions/2025-01-05`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      E2E_CONTROL_PORT: String(process.env.E2E_CONTROL_PORT),
      HOST: '127.0.0.1',
      // Share links and preview tags name the address the browser uses.
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Every browser comes from 127.0.0.1: the per-address request limits are raised.
      RATE_LIMIT_FACTOR: '1000',
      DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lumen-e2e-')),
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});

// `npm run test:resilience` (issue 15 parts 4-6): bad input, faults and load across instances,
// against the machine's real PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// The suites start servers and child processes of their own, so they run one file at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'resilience',
    environment: 'node',
    include: ['tests/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

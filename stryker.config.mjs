// Mutation testing (issue 15 part 7, "tests that can fail"): StrykerJS changes the server and
// the shared pure code one small edit at a time and runs the unit and api tests against each
// change; a change that no test notices ("survived") marks a rule nobody checks.
//
//   npm run test:mutation                                   whole scope, incremental
//   npx stryker run --mutate 'server/auth/**/*.ts'          one area
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:mutation
//                                                           api tests on real PostgreSQL
//                                                           schemas (faster than embedded)
//   MUTATION_TEST_FILES=tests/unit/cache-headers.test.ts npx stryker run \
//     --mutate server/http/cache.ts --incrementalFile reports/stryker-incremental-cache.json
//                                                           one area against chosen tests
//                                                           (vitest.mutation.config.ts; do
//                                                           not use --testFiles, see there)
//
// The scopes of the README's figures, each its own run (API tests on real PostgreSQL, which is
// faster than the embedded engine; add DATABASE_URL=postgres://postgres@127.0.0.1:5432/test):
//
//   npx stryker run --ignoreStatic --incrementalFile reports/stryker-incremental-member-data.json \
//     --mutate server/services/bookmarks.ts,server/services/highlights.ts,server/services/notes.ts,server/services/journal.ts,server/services/plan-progress.ts,server/services/accounts.ts,server/rest/plugin.ts
//   npx stryker run --ignoreStatic --incrementalFile reports/stryker-incremental-trpc.json \
//     --mutate 'server/trpc/**/*.ts'
//   MUTATION_TEST_FILES=tests/unit/response-store.test.ts,tests/api/response-store.test.ts,tests/api/client-files.test.ts,tests/unit/preview-tags.test.ts,tests/api/preview-image.test.ts \
//   npx stryker run --ignoreStatic --incrementalFile reports/stryker-incremental-http.json \
//     --mutate server/http/response-store.ts,server/http/client.ts,server/http/html.ts
//   MUTATION_TEST_FILES=tests/api/server-render.test.ts,tests/api/client-files.test.ts \
//   npx stryker run --incrementalFile reports/stryker-incremental-ssr.json --mutate server/http/ssr.ts
//   npx stryker run --ignoreStatic --incrementalFile reports/stryker-incremental-content.json \
//     --mutate server/services/devotions.ts,server/services/strongs.ts,server/services/james.ts,server/services/share.ts,server/services/throttle.ts,server/services/search-snippet.ts,server/services/hero-images.ts
//
// Static mutants (module-level constants, and code the api tests run in their beforeAll, such
// as buildApp) cannot be traced to single tests, so each runs every related test file: with
// the api tests that is minutes per mutant. A partial run (--mutate) should keep its own
// --incrementalFile, since the file records only the files mutated in that run.
// --ignoreStatic gives a quick wide pass, but treat its survivors with care: in 9.6.1 some
// mutants covered both at load time and by tests were reported survived although the tests
// fail on them (seen for src/shared/dates.ts isIsoDate).
//
// Not run in CI: a full run takes tens of minutes. Results are kept in the incremental file,
// so a rerun tests only mutants whose code or covering tests changed.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'server/**/*.ts',
    'src/shared/**/*.ts',
    '!**/*.test.ts',
    // The process entry: importing it starts a server and may call process.exit, so no test
    // can load it; every mutant there would be "no coverage" by construction.
    '!server/index.ts',
    // Pure data (names, labels, limits as literals): a mutant there changes a string or an
    // array entry that no rule depends on, only the copy; the tests that use them compare
    // against the same constants.
    '!src/shared/constants.ts',
    '!src/shared/commentators.ts',
  ],
  // Copy into the sandbox only what the unit and api tests read.
  ignorePatterns: [
    '/dist',
    '/.data',
    '/coverage',
    '/test-results',
    '/playwright-report',
    '/tests/e2e',
    '/tests/bench',
    '/reports',
    '/.stryker-tmp',
  ],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 85, low: 75, break: 75 },
  // Two cores shared with other work: one or two test processes at a time.
  concurrency: 2,
  // API tests open a database per test file; a busy machine needs more slack than the default.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 15,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

// The vitest config StrykerJS runs (stryker.config.mjs): the unit and api projects of
// vitest.config.ts, without the component project. The mutated files are server/** and
// src/shared/**, which the jsdom component tests do not reach in a way worth a browser-like
// environment per mutant; leaving them out keeps each mutant run short.
//
// MUTATION_TEST_FILES (comma-separated paths) narrows the run to those test files, for a
// quick run over one area. Use it instead of Stryker's --testFiles: in Stryker 9.6.1 that
// option makes static mutants (constants evaluated when a module loads, code that runs in a
// beforeAll) activate only after the module has loaded, so they all "survive" unseen.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import baseConfig from './vitest.config.ts';

const NODE_PROJECTS = new Set(['unit', 'api']);

const projects = (baseConfig.test?.projects ?? []).filter(
  (project): project is TestProjectInlineConfiguration => typeof project === 'object' && NODE_PROJECTS.has(project.test?.name as string),
);

if (projects.length !== NODE_PROJECTS.size)
  throw new Error('vitest.config.ts no longer has the unit and api projects that mutation testing runs');

const onlyFiles = process.env.MUTATION_TEST_FILES?.split(',')
  .map((file) => file.trim())
  .filter(Boolean);

// Instrumented code runs slower, and the machine is shared: the unit default of 5 s is too short
// for the whole-content checks (tests/unit/content-files.test.ts) under Stryker.
const MUTATION_TEST_TIMEOUT_MS = 30_000;

/** A project limited to the listed files under its own folder (tests/unit/ or tests/api/). */
function forMutation(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  const testTimeout = Math.max(project.test?.testTimeout ?? 0, MUTATION_TEST_TIMEOUT_MS);
  if (!onlyFiles) return { ...project, test: { ...project.test, testTimeout } };
  const folder = project.test?.include?.[0]?.split('**')[0] ?? '';
  const include = onlyFiles.filter((file) => file.startsWith(folder));
  // A project with none of the files gets a pattern that matches nothing.
  return { ...project, test: { ...project.test, testTimeout, include: include.length ? include : [`${folder}__no_listed_test_files__`] } };
}

export default defineConfig({ test: { projects: projects.map(forMutation), passWithNoTests: true } });

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: every package with a vitest config is a project, so
// `pnpm test` ends with one summary for all suites.
export default defineConfig({
  test: {
    projects: [
      '{packages/*,server,extension,test}/vitest.config.ts',
      'test/e2e/*/vitest.config.ts',
      'test/src/reliability/vitest.config.ts',
      'test/src/reliability/vitest.alone.config.ts',
    ],
    // Vitest's default for a run is one worker per core but one, which is a single worker on a
    // 2-core machine; most suites here wait on PostgreSQL, server processes and simulators
    // rather than compute, so two files at once finish the run in about three quarters of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});

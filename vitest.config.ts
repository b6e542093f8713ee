import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: every package with a vitest config is a project, so
// `pnpm test` ends with one summary for all suites.
export default defineConfig({
  test: {
    projects: [
      '{packages/*,server,extension,test}/vitest.config.ts',
      'test/e2e/*/vitest.config.ts',
      'test/src/reliability/vitest.config.ts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});

import { defineProject } from 'vitest/config';

// Browser suites: each file builds the extension, starts a sandbox server (embedded
// PostgreSQL) and Chromium, so files run one at a time and timeouts are generous.
export default defineProject({
  test: {
    name: 'e2e-extension',
    include: ['*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

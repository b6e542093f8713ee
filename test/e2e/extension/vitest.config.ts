import { defineProject } from 'vitest/config';

// Browser suites: each file builds the extension, starts a sandbox server (embedded
// PostgreSQL) and Chromium, so files run one at a time and timeouts are generous.
export default defineProject({
  test: {
    name: 'e2e-extension',
    include: ['*.e2e.test.ts'],
    fileParallelism: false,
    // Browser suites run after the other projects, one after the other: each starts a server
    // and Chromium, too much for a 2-core machine alongside everything else.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

import { defineProject } from 'vitest/config';

// Browser suite: builds the dashboard, starts a sandbox server (embedded PostgreSQL) and
// Chromium, so timeouts are generous and files run one at a time.
export default defineProject({
  test: {
    name: 'e2e-dashboard',
    include: ['*.e2e.test.ts'],
    fileParallelism: false,
    // Browser suites run after the other projects, one after the other: each starts a server
    // and Chromium, too much for a 2-core machine alongside everything else.
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

import { defineProject } from 'vitest/config';

// Browser suite: a sandbox server (embedded PostgreSQL) and Chromium, so timeouts are generous
// and it runs after the other projects.
export default defineProject({
  test: {
    name: 'e2e-share',
    include: ['*.e2e.test.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

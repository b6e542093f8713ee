import { defineProject } from 'vitest/config';

// Browser suite: a sandbox server (embedded PostgreSQL), two static pages on other ports and
// Chromium, so timeouts are generous and it runs after the other projects.
export default defineProject({
  test: {
    name: 'e2e-cors',
    include: ['*.e2e.test.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

import { defineProject } from 'vitest/config';

// HTTP and repository tests run on a real embedded PostgreSQL: starting one takes about a
// second, so the timeouts leave room for a slow machine.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/support/global-setup.ts'],
  },
});

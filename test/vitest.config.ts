import { defineProject } from 'vitest/config';

// Black-box suites start real server processes on a real PostgreSQL: slow to boot, so the
// timeouts are generous.
export default defineProject({
  test: {
    name: 'test',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Every answer from a Segue server is checked against its OpenAPI document.
    setupFiles: ['./src/support/check-every-answer.ts'],
  },
});

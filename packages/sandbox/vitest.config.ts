import { defineProject } from 'vitest/config';

// Files share their worker's modules (isolate: false), as the server's do: each builds its own
// simulators, and re-importing them for every file was most of the suite's time.
export default defineProject({
  test: { name: 'sandbox', include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false },
});

import { defineProject } from 'vitest/config';

// HTTP and repository tests run on a real embedded PostgreSQL: starting one takes about a
// second, so the timeouts leave room for a slow machine.
//
// Files share their worker's modules (isolate: false): each file builds its own services,
// database and simulators, and nothing here keeps state in a module, so isolating them only
// re-imported the server for each of ~180 files. Measured on 2 cores: 275 s isolated, 80 s not.
export default defineProject({
  test: {
    name: 'server',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/support/global-setup.ts'],
  },
});

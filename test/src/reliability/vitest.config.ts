import { defineConfig } from 'vitest/config';

// `pnpm test:reliability`: crash, shared-work, database-restart, platform-fault and slow-client
// runs against real server processes. Minutes, not seconds, so it is kept out of `pnpm test`
// (its files end in .reliability.ts); one file at a time on a 2-core machine.
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.reliability.ts'],
    fileParallelism: false,
    testTimeout: 400_000,
    hookTimeout: 120_000,
  },
});

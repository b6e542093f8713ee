import { defineProject } from 'vitest/config';

// Crash, shared-work, database-restart, platform-fault and slow-client runs against real server
// processes (files end in .reliability.ts). Part of `pnpm test`, in the last group so it has
// the machine to itself; `pnpm test:reliability` runs it alone. One file at a time.
export default defineProject({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.reliability.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 3 },
    testTimeout: 400_000,
    hookTimeout: 120_000,
  },
});

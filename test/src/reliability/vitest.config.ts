import { defineProject } from 'vitest/config';

// Crash, shared-work, database-restart, platform-fault and slow-client runs against real server
// processes (files end in .reliability.ts). Part of `pnpm test`, in the last groups;
// `pnpm test:reliability` runs them alone. Each file starts its own PostgreSQL, simulators and
// server processes, and spends most of its time waiting (platform latency, rate limits, a
// restart, Node's 30 s check for slow clients), so three files run at once even on 2 cores (the
// transfer crash run alone waits ~15 s for pg-boss to hand on each of its 20 killed jobs). The
// fair-shares and platform-budgets runs measure time, so they have the machine to themselves afterwards
// (vitest.alone.config.ts).
export default defineProject({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.reliability.ts'],
    exclude: ['**/fair-shares.reliability.ts', '**/platform-budgets.reliability.ts', '**/node_modules/**'],
    sequence: { groupOrder: 3 },
    maxWorkers: 3,
    testTimeout: 400_000,
    hookTimeout: 120_000,
  },
});

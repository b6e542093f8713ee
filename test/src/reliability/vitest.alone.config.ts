import { defineProject } from 'vitest/config';

// The fair-shares run bounds one app's wait behind another's flood in seconds: it runs last,
// alone, so no other suite shares the 2 cores with it.
export default defineProject({
  test: {
    name: 'reliability-alone',
    root: import.meta.dirname,
    include: ['fair-shares.reliability.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 4 },
    testTimeout: 400_000,
    hookTimeout: 120_000,
  },
});

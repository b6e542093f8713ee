import { defineProject } from 'vitest/config';

// Runs that measure time run last, one at a time, so no other suite shares the 2 cores with them:
// fair shares bounds one app's wait behind another's flood in seconds, and platform budgets
// counts the requests the simulator receives in each second (beside two other reliability runs,
// load average 4 to 5, two seconds counted 11: sends made before a window's closing pause reached
// the simulator in the next second).
export default defineProject({
  test: {
    name: 'reliability-alone',
    root: import.meta.dirname,
    include: ['fair-shares.reliability.ts', 'platform-budgets.reliability.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 4 },
    testTimeout: 400_000,
    hookTimeout: 120_000,
  },
});

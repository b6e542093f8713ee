import { defineProject } from 'vitest/config';

// `pnpm test:transfers`: the mover's whole library (2,500+ items a platform) over all 20 pairs,
// against real server processes. It takes the platforms' real pace (Deezer's 50 requests per
// 5 s among them), about three quarters of an hour on 2 cores, so it is a lane of its own,
// outside `pnpm test`; `test/src/library/transfer.test.ts` runs five pairs in every test run.
export default defineProject({
  test: {
    name: 'transfers-all-pairs',
    root: import.meta.dirname,
    include: ['all-pairs.transfer.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});

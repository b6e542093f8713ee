import { defineProject } from 'vitest/config';

// Browser suites: each file builds the extension, starts a sandbox server (embedded
// PostgreSQL) and Chromium, so files run one at a time and timeouts are generous.
export default defineProject({
  test: {
    name: 'e2e-extension',
    include: ['*.e2e.test.ts'],
    // Out of the default run until the server has what it drives: chrome-extension:// redirect
    // URLs on an app's allow-list and POST /v1/me/{platform}/playlists (issue 6).
    // SEGUE_E2E_ALL=1 runs it anyway (to see how far the server has come).
    exclude: process.env.SEGUE_E2E_ALL === '1' ? [] : ['extension-library.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

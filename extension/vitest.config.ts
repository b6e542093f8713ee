import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// WxtVitest wires WXT's aliases and swaps `browser` for fakeBrowser (an in-memory extension API).
export default defineProject({
  plugins: [WxtVitest()],
  test: {
    name: 'extension',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.output/**', '.wxt/**'],
    restoreMocks: true,
  },
});

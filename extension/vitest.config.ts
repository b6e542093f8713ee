import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// WxtVitest wires WXT's aliases and swaps `browser` for fakeBrowser (an in-memory extension API).
export default defineProject({
  plugins: [WxtVitest()],
  // `@segue/client` from its TypeScript source, as in wxt.config.ts; tests run in Node, so the
  // server side's defaults follow the condition.
  resolve: { conditions: ['@segue/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@segue/source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'extension',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.output/**', '.wxt/**'],
    restoreMocks: true,
  },
});

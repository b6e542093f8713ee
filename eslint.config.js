// Lint runs over every package. Type-aware rules are on (projectService) because the ones that
// matter most here (floating promises in a server, misused async handlers) need type information.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of server/src, lowest first: a folder may import its own layer and those below,
// never one above. Platforms know nothing of the features that use them, and no feature knows
// the composition root that wires it (docs/architecture.md has the picture).
const SERVER_LAYERS = [
  ['errors', 'shared', 'net', 'crypto', 'db', 'runtime'],
  ['platforms'],
  ['config'],
  ['apps', 'app-platforms', 'matching', 'conversion', 'tasks', 'share', 'linking', 'library', 'library-writes', 'transfers', 'syncs', 'webhooks', 'usage', 'dashboard', 'doctor', 'links', 'sandbox', 'health', 'home', 'openapi', 'http'],
  ['composition'],
  ['cli', 'main', 'index'],
];

function layeringRules() {
  const configs = [];
  SERVER_LAYERS.forEach((layer, rank) => {
    const above = SERVER_LAYERS.slice(rank + 1).flat();
    for (const top of layer) {
      for (let depth = 0; depth <= 4; depth++) {
        // A file `depth` folders below server/src reaches a sibling top-level entry by exactly
        // `depth` "../" (or "./" at the root).
        const up = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
        const files = depth === 0 ? [`server/src/${top}.ts`] : [`server/src/${top}/${'*/'.repeat(depth - 1)}*.ts`];
        const patterns = [{ regex: `^(\\.\\./){${depth + 1},}`, message: 'server/src imports nothing outside it by path (test support lives in server/test, packages by name).' }];
        if (above.length > 0)
          patterns.push({ regex: `^${up}(${above.join('|')})(/|$)`, message: `${top}/ may not import a layer above it (docs/architecture.md): move the shared piece down, or take it as a dependency.` });
        configs.push({ files, ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns }] } });
      }
    }
  });
  return configs;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      '**/.segue/**',
      '**/coverage/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layeringRules(),
);

import { defineProject } from 'vitest/config';

// Component tests render to static markup in Node: no DOM needed for what they check.
export default defineProject({
  test: {
    name: 'dashboard',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'node',
  },
});

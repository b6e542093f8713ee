import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'recorded', include: ['src/**/*.test.ts'] },
});

import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    // A jsdom window per file costs about 0.4 s of a core here: test files that need no DOM start
    // with `// @vitest-environment node` (25 of them: 21 s of jsdom set-up for nothing).
    environment: 'jsdom',
    testTimeout: 60_000,
    setupFiles: ['./src/testing/setup.ts'],
    projects: isolationProjects(import.meta.url, ['src/**/*.test.{ts,tsx}']),
  },
});

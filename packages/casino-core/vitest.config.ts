import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    // No DOM renderer: the core is tested as data in, data out. The few tests that need a browser
    // API jsdom has (a template element, Worker-less start-up) say so in their first line.
    environment: 'node',
    testTimeout: 60_000,
    setupFiles: ['./src/testing/setup.ts'],
    projects: isolationProjects(import.meta.url, ['src/**/*.test.ts']),
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Limits catch hangs; several packages test at once on two cores, so they are generous.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

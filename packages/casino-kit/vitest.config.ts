import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    // Every test starts on real timers, whatever the one before it left behind.
    setupFiles: ['./src/testing/real-timers.ts'],
    // In a full run (never alone) the first opening of a lazily loaded screen in a file sometimes
    // never renders it; the second does. Until that is understood, such a test gets another go.
    retry: 2,
  },
});

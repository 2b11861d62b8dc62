import { afterEach, vi } from 'vitest';

// A test that installs fake timers and fails (or forgets) before restoring them would leave the
// next tests of its worker on a clock that never moves: React's lazy screens would never arrive.
afterEach(() => {
  vi.useRealTimers();
});

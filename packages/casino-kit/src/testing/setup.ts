import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Two cores shared by many test files, and at times a CPU-heavy process beside them: a screen can
// take longer than Testing Library's default second to settle. A bound, not a wait.
const SETTLE_BOUND_MS = 15_000;
configure({ asyncUtilTimeout: SETTLE_BOUND_MS });

// The same bound for `vi.waitFor`, whose default is also one second (Vitest has no setting for it).
const waitFor = vi.waitFor;
vi.waitFor = (callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: SETTLE_BOUND_MS, ...options });

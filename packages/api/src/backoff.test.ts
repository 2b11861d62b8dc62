import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, backoffDelay, parseRetryAfter } from './backoff.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['5', 5000],
    [' 0 ', 0],
    ['Sat, 21 Nov 2026 12:00:10 GMT', 10_000],
    ['Sat, 21 Nov 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    ['-3', undefined],
    ['1.5', undefined],
  ])('%j -> %j ms', (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });

  it('absent header', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('doubles up to the cap, with jitter between half and all of it', () => {
    for (const [attempt, ceiling] of [
      [0, 500],
      [1, 1000],
      [2, 2000],
      [3, 4000],
      [4, 8000],
      [10, 8000],
    ] as const) {
      expect(backoffDelay(attempt, undefined, () => 0, DEFAULT_BACKOFF)).toBe(ceiling / 2);
      expect(backoffDelay(attempt, undefined, () => 0.999999, DEFAULT_BACKOFF)).toBe(ceiling);
    }
  });

  it('never waits less than Retry-After, and refuses one beyond the policy', () => {
    expect(backoffDelay(0, 4000, () => 0.5, DEFAULT_BACKOFF)).toBe(4000);
    expect(backoffDelay(4, 100, () => 0, DEFAULT_BACKOFF)).toBe(4000);
    expect(backoffDelay(0, 30_001, () => 0, DEFAULT_BACKOFF)).toBeNull();
  });
});

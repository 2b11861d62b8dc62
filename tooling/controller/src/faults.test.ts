import { describe, expect, it } from 'vitest';
import { createFaultRegistry, parseFault } from './faults.ts';

describe('fault registry', () => {
  it('prefers the exact action over *, counts `times` down and forgets a spent fault', () => {
    const faults = createFaultRegistry();
    faults.set({ action: '*', status: 500 });
    faults.set({ action: 'getgames', status: 503, times: 2 });
    expect(faults.take('getgames')?.status).toBe(503);
    expect(faults.list().find((f) => f.action === 'getgames')?.times).toBe(1);
    expect(faults.take('getgames')?.status).toBe(503);
    expect(faults.take('getgames')?.status).toBe(500);
    faults.clear();
    expect(faults.take('getgames')).toBeNull();
  });
});

describe('parseFault', () => {
  it.each([
    [
      { action: 'getgames', status: 503 },
      { action: 'getgames', status: 503 },
    ],
    [
      { action: '*', drop: true },
      { action: '*', drop: true },
    ],
    [
      { action: 'getconfig', body: 'html', delayMs: 10 },
      { action: 'getconfig', body: 'html', delayMs: 10 },
    ],
  ])('accepts %j', (input, expected) => {
    expect(parseFault(input)).toEqual(expected);
  });

  it.each([
    [null],
    [[]],
    [{ status: 500 }],
    [{ action: 'getgames' }],
    [{ action: 'getgames', status: 99 }],
    [{ action: 'getgames', delayMs: -1 }],
    [{ action: 'getgames', delayMs: 1e9 }],
    [{ action: 'getgames', body: 'json' }],
    [{ action: 'getgames', drop: 'yes' }],
    [{ action: 'getgames', status: 500, times: 0 }],
  ])('refuses %j with a message', (input) => {
    expect(typeof parseFault(input)).toBe('string');
  });
});

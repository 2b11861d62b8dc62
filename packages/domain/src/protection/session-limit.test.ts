import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitReachedUntil } from './limits.ts';
import { hasSessionLimit, type LoggedSpan, loggedMinutes, sessionLimitReachedAt } from './session-limit.ts';
import { JURISDICTIONS } from '../entities/protection.ts';
import { marketRules } from './market-rules.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 27, 12);

describe('loggedMinutes', () => {
  const spans: LoggedSpan[] = [
    { start: NOW - DAY - 10 * MINUTE, end: NOW - DAY + 20 * MINUTE },
    { start: NOW - 2 * HOUR, end: NOW - HOUR },
    { start: NOW - 15 * MINUTE, end: null },
  ];

  it.each([
    ['day', 20 + 60 + 15],
    ['week', 30 + 60 + 15],
  ] as const)('counts the part of each span inside the %s window, the open one up to now: %i', (period, minutes) => {
    expect(loggedMinutes(spans, period, NOW)).toBe(minutes);
  });
});

describe('sessionLimitReachedAt', () => {
  it.each([
    ['no limit', null, [{ start: NOW, end: null }], NOW, null],
    ['an open session from now', 30, [{ start: NOW, end: null }], NOW, NOW + 30 * MINUTE],
    ['an open session with 29 minutes behind it', 30, [{ start: NOW - 29 * MINUTE, end: null }], NOW, NOW + MINUTE],
    ['already reached', 30, [{ start: NOW - 40 * MINUTE, end: null }], NOW, NOW],
    ['nothing goes on', 30, [{ start: NOW - HOUR, end: NOW - 50 * MINUTE }], NOW, null],
    ['a limit longer than the window', 25 * 60, [{ start: NOW, end: null }], NOW, null],
    // An earlier session of 20 minutes leaves the window while the open one grows: they cancel out
    // for 20 minutes, then the open one alone fills the last 10.
    [
      'an earlier session leaving the window',
      30,
      [
        { start: NOW - DAY, end: NOW - DAY + 20 * MINUTE },
        { start: NOW, end: null },
      ],
      NOW,
      NOW + 30 * MINUTE,
    ],
    [
      'an earlier session that stays',
      30,
      [
        { start: NOW - HOUR, end: NOW - 40 * MINUTE },
        { start: NOW, end: null },
      ],
      NOW,
      NOW + 10 * MINUTE,
    ],
  ] as const)('%s', (_name, amount, spans, now, expected) => {
    expect(sessionLimitReachedAt(amount, spans, 'day', now)).toBe(expected);
  });

  const span = fc.record({
    start: fc.integer({ min: NOW - 2 * DAY, max: NOW }),
    length: fc.option(fc.integer({ min: 1, max: 6 * HOUR }), { nil: null }),
  });

  it('law: the limit is reached at the moment found and at no moment before it', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 6 }), fc.integer({ min: 1, max: 600 }), (drawn, amount) => {
        const spans = drawn.map(({ start, length }) => ({ start, end: length === null ? null : Math.min(NOW, start + length) }));
        const at = sessionLimitReachedAt(amount, spans, 'day', NOW);
        if (at === null) {
          // Never: nothing goes on, so what the window holds only shrinks from now.
          expect(spans.every((s) => s.end !== null)).toBe(true);
          expect(loggedMinutes(spans, 'day', NOW)).toBeLessThan(amount);
          return;
        }
        expect(loggedMinutes(spans, 'day', at)).toBeGreaterThanOrEqual(amount);
        const before = [at - 1, ...Array.from({ length: 10 }, (_, k) => NOW + Math.floor(((at - NOW) * k) / 10))].filter(
          (t) => t >= NOW && t < at,
        );
        for (const t of before) expect(loggedMinutes(spans, 'day', t)).toBeLessThan(amount);
      }),
      // A rounding slip shows in a few draws of thousands: more draws than the default.
      { numRuns: 5000 },
    );
  });
});

describe('limitReachedUntil', () => {
  const limit = (kind: 'deposit' | 'session', reachedUntil: number | null) => ({
    kind,
    period: 'day' as const,
    amount: 100,
    pending: null,
    used: 100,
    reachedUntil,
  });

  it.each([
    ['none reached', [limit('deposit', null)], null],
    ['one reached', [limit('deposit', NOW + HOUR), limit('deposit', null)], NOW + HOUR],
    ['the latest of two', [limit('deposit', NOW + HOUR), limit('deposit', NOW + DAY)], NOW + DAY],
    ['another kind only', [limit('session', NOW + HOUR)], null],
  ] as const)('%s', (_name, limits, until) => {
    expect(limitReachedUntil(limits, 'deposit')).toBe(until);
  });
});

describe('hasSessionLimit', () => {
  it('every market with limits has one; a casino without a market has none', () => {
    expect(JURISDICTIONS.filter((jurisdiction) => hasSessionLimit(marketRules(jurisdiction)))).toEqual([
      'ukgc',
      'mga',
      'ggl',
      'ksa',
      'agco',
      'sga',
    ]);
  });

  it('a market with only deposit and loss limits has none; none without limits', () => {
    const ukgc = marketRules('ukgc');
    if (!ukgc.limits) throw new Error('ukgc has limits');
    expect(hasSessionLimit({ limits: { ...ukgc.limits, kinds: ['deposit', 'loss'] } })).toBe(false);
    expect(hasSessionLimit({ limits: { ...ukgc.limits, kinds: ['session'] } })).toBe(true);
    expect(hasSessionLimit({ limits: null })).toBe(false);
  });
});

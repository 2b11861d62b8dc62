import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from '../entities/protection.ts';
import { depositFits, isIncrease, limitChange, reachedUntil, requestLimit, settleLimit, usedInWindow } from './limits.ts';
import { marketRules } from './market-rules.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const markets = JURISDICTIONS.filter((j) => j !== 'none');
const limitsOf = (j: (typeof JURISDICTIONS)[number]) => {
  const rules = marketRules(j).limits;
  if (!rules) throw new Error(`${j} has no limits`);
  return rules;
};

describe('limitChange', () => {
  it.each([
    ['ukgc', 24],
    ['mga', 24],
    ['agco', 24],
    ['sga', 72],
    ['ksa', 72],
    ['ggl', 168],
  ] as const)('%s applies an increase after %i hours', (j, hours) => {
    expect(limitChange(limitsOf(j), 100, 200, NOW)).toEqual({ applies: 'later', at: NOW + hours * HOUR });
  });

  it.each([
    [100, 50, 'now'],
    [null, 50, 'now'],
    [100, 100, 'now'],
    [100, null, 'later'],
    [null, null, 'now'],
    [100, 150, 'later'],
  ] as const)('from %s to %s applies %s', (current, next, applies) => {
    expect(limitChange(limitsOf('ukgc'), current, next, NOW).applies).toBe(applies);
  });

  const amount = fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null });
  const market = fc.constantFrom(...markets);

  it('law: a decrease always applies at once', () => {
    fc.assert(
      fc.property(market, amount, amount, fc.integer({ min: 0, max: 2 ** 40 }), (j, current, next, now) => {
        fc.pre(!isIncrease(current, next));
        expect(limitChange(limitsOf(j), current, next, now)).toEqual({ applies: 'now' });
      }),
    );
  });

  it('law: an increase never applies before its cool-off', () => {
    fc.assert(
      fc.property(
        market,
        amount,
        amount,
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 400 * HOUR }),
        (j, current, next, now, later) => {
          fc.pre(isIncrease(current, next));
          const rules = limitsOf(j);
          const stored = requestLimit(rules, { amount: current, pending: null }, next, now);
          const settled = settleLimit(stored, now + later);
          if (later < rules.increaseCoolOffHours * HOUR) expect(settled.amount).toBe(current);
          else expect(settled.amount).toBe(next);
        },
      ),
    );
  });
});

describe('requestLimit', () => {
  const rules = limitsOf('ukgc');

  it('keeps the amount in force while an increase is pending', () => {
    const stored = requestLimit(rules, { amount: 100, pending: null }, 300, NOW);
    expect(stored).toMatchObject({ amount: 100, pending: { amount: 300, effectiveAt: NOW + 24 * HOUR } });
  });

  it('drops a pending increase when the player lowers the limit', () => {
    const raised = requestLimit(rules, { amount: 100, pending: null }, 300, NOW);
    expect(requestLimit(rules, raised, 80, NOW + HOUR)).toMatchObject({ amount: 80, pending: null });
  });

  it('counts a second increase from the limit in force, after a new cool-off', () => {
    const raised = requestLimit(rules, { amount: 100, pending: null }, 300, NOW);
    expect(requestLimit(rules, raised, 500, NOW + HOUR).pending).toEqual({ amount: 500, effectiveAt: NOW + 25 * HOUR });
  });
});

describe('usedInWindow and reachedUntil', () => {
  const moves = [
    { at: NOW - 30 * HOUR, amount: 40 },
    { at: NOW - 10 * HOUR, amount: 50 },
    { at: NOW - 2 * HOUR, amount: 50 },
  ];

  it.each([
    ['day', 100],
    ['week', 140],
    ['month', 140],
  ] as const)('the %s window holds %i', (period, used) => {
    expect(usedInWindow(moves, period, NOW)).toBe(used);
  });

  it.each([
    [null, null],
    [150, null],
    [100, NOW - 10 * HOUR + 24 * HOUR],
    [60, NOW - 10 * HOUR + 24 * HOUR],
    [40, NOW - 2 * HOUR + 24 * HOUR],
  ] as const)('a daily limit of %s is reached until %s', (amount, until) => {
    expect(reachedUntil(amount, moves, 'day', NOW)).toBe(until);
  });

  it('law: once reached-until passes, the window holds less than the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: NOW - 40 * HOUR, max: NOW }), amount: fc.integer({ min: 1, max: 500 }) }), {
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 2000 }),
        (list, amount) => {
          const until = reachedUntil(amount, list, 'day', NOW);
          if (until === null) expect(usedInWindow(list, 'day', NOW)).toBeLessThan(amount);
          else expect(usedInWindow(list, 'day', until)).toBeLessThan(amount);
        },
      ),
    );
  });

  it('refuses a deposit over the room the limit leaves', () => {
    expect(depositFits(100, 60, 40)).toBe(true);
    expect(depositFits(100, 60, 50)).toBe(false);
    expect(depositFits(null, 1e9, 50)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { forcedReels, parseAmountCents, payout, SPIN_STAKE_CENTS, spinReels, SYMBOLS } from './slot.ts';

describe('slot', () => {
  it('pays three of a kind by symbol, two cherries double, anything else nothing', () => {
    expect(payout(['diamond', 'diamond', 'diamond'], 100)).toBe(5000);
    expect(payout(['cherry', 'cherry', 'cherry'], 100)).toBe(500);
    expect(payout(['cherry', 'bell', 'cherry'], 100)).toBe(200);
    expect(payout(['cherry', 'bell', 'star'], 100)).toBe(0);
    expect(payout(['seven', 'seven', 'bell'], 100)).toBe(0);
  });

  it('draws each reel from the symbols with the given source', () => {
    const draws = [5, 0, 3];
    expect(spinReels(() => draws.shift() ?? 0)).toEqual(['diamond', 'cherry', 'star']);
    for (let i = 0; i < 50; i += 1) for (const s of spinReels()) expect(SYMBOLS).toContain(s);
  });

  it('shows a paying line for a forced win and a missing one for a forced loss', () => {
    expect(payout(forcedReels('win'), SPIN_STAKE_CENTS)).toBeGreaterThan(0);
    expect(payout(forcedReels('lose'), SPIN_STAKE_CENTS)).toBe(0);
  });

  it.each([
    ['150', false, 15000],
    ['5', false, 500],
    ['2.5', false, 250],
    ['0.01', false, 1],
    ['0', true, 0],
    ['1000000', false, 100_000_000],
  ])('reads %s as cents', (text, allowZero, cents) => {
    expect(parseAmountCents(text, allowZero)).toBe(cents);
  });

  it.each([[null], [''], ['0'], ['-5'], ['1e3'], ['1.234'], ['abc'], ['1000000.01'], ['NaN'], ['Infinity'], ['12345678']])(
    'refuses %s',
    (text) => {
      expect(parseAmountCents(text)).toBeNull();
    },
  );
});

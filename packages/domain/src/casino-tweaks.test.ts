import { describe, expect, it } from 'vitest';
import { casinoTweaks } from './casino-tweaks.ts';

describe('casinoTweaks', () => {
  it.each([
    [1, 30, []],
    [69, 20, []],
    [77, 20, []],
    [85, 30, [850002, 850003]],
  ] as const)('casino %i offers %i spins and sportsbook players %j', (id, spins, sportsbook) => {
    const tweaks = casinoTweaks(id);
    expect(tweaks.freeSpinsAmount).toBe(spins);
    expect(tweaks.sportsbookPlayerIds).toEqual(sportsbook);
  });

  it('words the offer amount per site', () => {
    expect(casinoTweaks(86).offerAmountLabel).toBe('R150');
    expect(casinoTweaks(85).minimumBalanceLabel).toBe('5 €');
    expect(casinoTweaks(2).offerAmountLabel).toBeNull();
  });

  it('gives the French links only to the site that has them', () => {
    expect(casinoTweaks(4).fixedFrenchLinks).toHaveLength(2);
    expect(casinoTweaks(14).fixedFrenchLinks).toHaveLength(0);
  });
});

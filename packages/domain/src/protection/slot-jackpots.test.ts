import { describe, expect, it } from 'vitest';
import type { Catalog } from '../entities/catalog.ts';
import { JURISDICTIONS } from '../entities/protection.ts';
import { effectiveJackpot, topJackpotGames, totalJackpot } from '../jackpots.ts';
import { makeGame, multiplier } from '../testing/fixtures.ts';
import { marketRules } from './market-rules.ts';
import { isSlotGame, marketCatalog, marketGames } from './slot-jackpots.ts';

const slot = makeGame({ category: 'online-slots', jackpot: 5000, jackpot_multiplier: multiplier('multiplier', 2, null) });
const aliasSlot = makeGame({ category: 'slots', jackpot: 800 });
const table = makeGame({ category: 'table-games', jackpot: 1200 });
const plain = makeGame({ category: 'online-slots' });
const games = [slot, aliasSlot, table, plain];
const NOW = Date.UTC(2026, 10, 27, 12);

describe('slot jackpots under the market rules', () => {
  it.each([
    ['online-slots', true],
    ['slots', true],
    ['table-games', false],
    ['live-casino', false],
  ])('%s is a slot: %s', (category, expected) => {
    expect(isSlotGame({ category })).toBe(expected);
  });

  it('GGL: no slot carries a jackpot or a boost, other games keep theirs', () => {
    const shown = marketGames(games, marketRules('ggl'));
    expect(shown.map((game) => [game.id, game.jackpot, game.jackpot_multiplier])).toEqual([
      [slot.id, null, null],
      [aliasSlot.id, null, null],
      [table.id, 1200, null],
      [plain.id, null, null],
    ]);
    expect(shown[2]).toBe(table);
    expect(shown[3]).toBe(plain);
    expect(shown.map((game) => effectiveJackpot(game, NOW))).toEqual([null, null, { amount: 1200, base: 1200, boost: null }, null]);
    expect(totalJackpot(shown, NOW)).toBe(1200);
    expect(topJackpotGames(shown, 10, NOW)).toEqual([table]);
  });

  it.each(JURISDICTIONS.filter((j) => j !== 'ggl'))('%s shows every jackpot: the same games', (jurisdiction) => {
    expect(marketGames(games, marketRules(jurisdiction))).toBe(games);
  });

  it('keeps the same list where no slot has a jackpot', () => {
    const noJackpots = [plain, table];
    expect(marketGames(noJackpots, marketRules('ggl'))).toBe(noJackpots);
  });

  it("drops the controller's own total with the slot jackpots, and keeps a catalog that needs no change", () => {
    const catalog: Catalog = { games, providers: [], themes: [], features: [], categories: [], total_jackpot: 7000 };
    const shown = marketCatalog(catalog, marketRules('ggl'));
    expect(shown.total_jackpot).toBeNull();
    expect(shown.games.every((game) => !isSlotGame(game) || game.jackpot === null)).toBe(true);
    expect(marketCatalog(catalog, marketRules('ukgc'))).toBe(catalog);
  });
});

import { describe, expect, it } from 'vitest';
import type { SeedGame } from './catalog-types.ts';
import { generateCatalog } from './generate-catalog.ts';
import { fusionPlan, singleProviderPlan } from './plans.ts';

// The README's "Seed fixtures for tests" promises these exact values: e2e tests compute with them.

const fusion = generateCatalog(fusionPlan());
const small = generateCatalog(fusionPlan(200));
const single = generateCatalog(singleProviderPlan());
const find = (games: readonly SeedGame[], shortname: string) => games.filter((g) => g.shortname === shortname);
const shownName = (g: SeedGame) => (g.display_name || g.name).toLowerCase();

describe('lobby filter thresholds', () => {
  it.each([
    ['harborlight-games', 21],
    ['quillfeather-studios', 20],
  ])('%s has exactly %i plain open games at any catalog size', (provider, count) => {
    for (const catalog of [fusion, small]) {
      const games = catalog.games.filter((g) => g.provider === provider);
      expect(games).toHaveLength(count);
      expect(games.every((g) => !g.game_lock && !g.synth && !g.pre_release && g.jackpot === null && g.category === 'online-slots')).toBe(
        true,
      );
      expect(new Set(games.flatMap((g) => g.themes)).size).toBeGreaterThan(1);
    }
    expect(fusion.providers.some((p) => p.shortname === provider)).toBe(true);
  });

  it.each([
    ['zephyr', 7],
    ['quokka', 6],
  ])('the search word "%s" finds exactly %i games, across several providers, themes and features', (word, count) => {
    const hits = fusion.games.filter((g) => shownName(g).includes(word));
    expect(hits).toHaveLength(count);
    expect(hits.every((g) => !g.synth && !g.game_lock && !g.pre_release)).toBe(true);
    expect(new Set(hits.map((g) => g.provider)).size).toBeGreaterThan(1);
    expect(new Set(hits.flatMap((g) => g.themes)).size).toBeGreaterThan(1);
    expect(new Set(hits.flatMap((g) => g.features)).size).toBeGreaterThan(1);
  });

  it.each(['topslots', 'classicgames', 'highvolatility', 'popular'])('sub group %s has 12 or more games', (group) => {
    expect(fusion.games.filter((g) => g.sub_groups.includes(group)).length).toBeGreaterThanOrEqual(12);
  });
});

describe('jackpot windows', () => {
  const schedule = (shortname: string) => find(fusion.games, shortname)[0]?.jackpot_multiplier;

  it('has weekly multipliers on Monday and Wednesday only, and on Sunday only', () => {
    expect(schedule('midweek-multiplier-mania')).toEqual({
      type: 'multiplier',
      multipliers: 4,
      schedule: expect.objectContaining({ repeat_param: 'weekly', recurrence: ['monday', 'wednesday'] }),
    });
    expect(schedule('sunday-funday-jackpot')).toEqual({
      type: 'multiplier',
      multipliers: 3,
      schedule: expect.objectContaining({ repeat_param: 'weekly', recurrence: ['sunday'] }),
    });
    expect(find(fusion.games, 'midweek-multiplier-mania')[0]?.jackpot).toBe(36_500);
    expect(find(fusion.games, 'sunday-funday-jackpot')[0]?.jackpot).toBe(27_150.5);
  });

  it.each([
    ['million-dollar-pharaoh', 'one_time', '2026-11-18 00:00:00', '2026-12-18 23:59:59', null, null],
    ['jackpot-jubilee', 'one_time', '2022-03-01 00:00:00', '2022-03-31 23:59:59', null, null],
    ['treasure-vault-royale', 'one_time', '2026-12-20 00:00:00', '2026-12-27 23:59:59', null, null],
    ['evening-gold-rush', 'daily', null, null, '18:00', '23:00'],
    ['around-the-clock-riches', 'daily', null, null, '00:00', '23:59'],
    ['midnight-express-jackpot', 'daily', null, null, '22:00', '02:00'],
  ])('%s runs %s from %s %s to %s %s', (shortname, repeat, startAt, endAt, startTime, endTime) => {
    expect(schedule(shortname)?.schedule).toMatchObject({
      repeat_param: repeat,
      start_at: startAt,
      end_at: endAt,
      start_time: startTime,
      end_time: endTime,
    });
  });

  it('has a boosted jackpot that is always on', () => {
    expect(schedule('bonus-boost-bonanza')).toEqual({ type: 'boosted', multipliers: 750, schedule: null });
  });
});

describe('launch cases', () => {
  it.each([
    ['classic-blackjack', 3],
    ['european-roulette', 3],
    ['lucky-sevens-deluxe', 2],
  ])('%s comes from %i providers', (shortname, count) => {
    expect(new Set(find(fusion.games, shortname).map((g) => g.provider)).size).toBe(count);
  });

  it('blocks three mobile-only games and one under maintenance, in both casinos', () => {
    for (const catalog of [fusion, single]) {
      const blocked = catalog.games.filter((g) => g.launchBlock !== null).map((g) => [g.shortname, g.launchBlock]);
      expect(blocked).toEqual([
        ['pocket-pirates-go', 'mobile_only'],
        ['tap-tap-treasure', 'mobile_only'],
        ['swipe-safari-spins', 'mobile_only'],
        ['clockwork-jackpot-works', 'maintenance'],
      ]);
    }
  });

  it('has a known synthetic game in each casino', () => {
    expect(find(fusion.games, 'comet-cash-carnival')[0]?.synth).toBe(1);
    expect(find(single.games, 'lucky-lantern-riches')[0]?.synth).toBe(1);
    expect(find(single.games, 'golden-horseshoe-spins')[0]?.synth).toBe(1);
  });
});

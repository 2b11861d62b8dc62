import { describe, expect, it } from 'vitest';
import type { SeedGame } from './catalog-types.ts';
import { addDays, CATALOG_ANCHOR } from './dates.ts';
import { generateCatalog } from './generate-catalog.ts';
import { fusionPlan, singleProviderPlan } from './plans.ts';
import { THEMES } from './taxonomy.ts';

const fusion = generateCatalog(fusionPlan());
const single = generateCatalog(singleProviderPlan());
const schedules = (games: readonly SeedGame[]) => games.flatMap((g) => (g.jackpot_multiplier ? [g.jackpot_multiplier] : []));

describe('fusion catalog', () => {
  it('is the same on every run', () => {
    expect(generateCatalog(fusionPlan())).toEqual(fusion);
  });

  it('has at least 2,000 games from at least 30 providers, with unique shortname+provider', () => {
    expect(fusion.games.length).toBeGreaterThanOrEqual(2000);
    expect(fusion.providers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(fusion.games.map((g) => `${g.shortname}|${g.provider}`)).size).toBe(fusion.games.length);
    expect(new Set(fusion.games.map((g) => g.id)).size).toBe(fusion.games.length);
    const used = new Set(fusion.games.map((g) => g.provider));
    for (const p of fusion.providers) expect(used.has(p.shortname), p.shortname).toBe(true);
  });

  it('has exactly one first-sportsbook game', () => {
    expect(fusion.games.filter((g) => g.provider === 'first-sportsbook')).toHaveLength(1);
    expect(fusion.providers.some((p) => p.shortname === 'first-sportsbook')).toBe(true);
  });

  it('covers the eight categories, mostly slots, and the spec themes', () => {
    expect(fusion.categories.map((c) => c.shortname)).toEqual([
      'online-slots',
      'table-games',
      'video-poker',
      'specialty-games',
      'live-dealer',
      'live-casino',
      'all-games',
      'crypto-games',
    ]);
    const slots = fusion.games.filter((g) => g.category === 'online-slots').length;
    expect(slots / fusion.games.length).toBeGreaterThan(0.7);
    expect(THEMES.length).toBeGreaterThanOrEqual(48);
    for (const slug of ['animals', 'asian', 'pirates', 'wild-west', 'egyptian', 'fruits'])
      expect(fusion.themes.map((t) => t.shortname)).toContain(slug);
    const known = new Set(fusion.themes.map((t) => t.shortname));
    for (const g of fusion.games) for (const t of g.themes) expect(known.has(t), `${g.name}: ${t}`).toBe(true);
  });

  it('has jackpot multipliers of every kind, including every weekday and never', () => {
    const all = schedules(fusion.games);
    expect(new Set(all.map((m) => m.schedule?.repeat_param ?? 'none'))).toEqual(new Set(['one_time', 'daily', 'weekly', 'none']));
    expect(new Set(all.map((m) => m.type))).toEqual(new Set(['multiplier', 'boosted']));
    expect(all.some((m) => m.schedule?.repeat_param === 'weekly' && m.schedule.recurrence.length === 7)).toBe(true);
    expect(all.some((m) => m.schedule?.repeat_param === 'weekly' && m.schedule.recurrence.length === 0)).toBe(true);
    expect(all.some((m) => m.schedule?.repeat_param === 'one_time' && (m.schedule.end_at ?? '') < CATALOG_ANCHOR)).toBe(true);
    const share = fusion.games.filter((g) => g.jackpot !== null).length / fusion.games.length;
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.1);
  });

  it('locks games of each kind, with their details', () => {
    const locked = fusion.games.filter((g) => g.game_lock === 1);
    expect(new Set(locked.map((g) => g.lock?.lock_by))).toEqual(new Set(['player_class', 'signup', 'deposit']));
    expect(locked.find((g) => g.lock?.lock_by === 'signup')?.lock?.target_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(fusion.games.every((g) => (g.game_lock === 1) === (g.lock !== null))).toBe(true);
  });

  it('has synthetic, pre-release, renamed and edge-case games', () => {
    const synth = fusion.games.filter((g) => g.synth === 1).length / fusion.games.length;
    expect(synth).toBeGreaterThan(0.015);
    expect(synth).toBeLessThan(0.05);
    const pre = fusion.games.filter((g) => g.pre_release === 1);
    expect(pre.length).toBeGreaterThan(0);
    expect(pre.every((g) => g.release_date > CATALOG_ANCHOR)).toBe(true);
    expect(fusion.games.some((g) => g.display_name && g.display_name !== g.name)).toBe(true);
    expect(fusion.games.some((g) => g.display_name === '')).toBe(true);
    expect(fusion.games.some((g) => g.name.length >= 120)).toBe(true);
    expect(fusion.games.some((g) => /\p{Extended_Pictographic}/u.test(g.name))).toBe(true);
    expect(fusion.games.some((g) => /[\u0590-\u06ff]/.test(g.name))).toBe(true);
  });

  it('spreads releases over six years up to the anchor, with some in the last three weeks', () => {
    const released = fusion.games.filter((g) => g.pre_release === 0).map((g) => g.release_date);
    expect(released.every((d) => d <= CATALOG_ANCHOR && d >= addDays(CATALOG_ANCHOR, -6 * 366))).toBe(true);
    expect(released.filter((d) => d >= addDays(CATALOG_ANCHOR, -21)).length).toBeGreaterThanOrEqual(5);
    expect(released.some((d) => d < addDays(CATALOG_ANCHOR, -5 * 365))).toBe(true);
  });

  it('names games like slot titles, with a gameofthemonth pick', () => {
    const generated = fusion.games.slice(fusion.games.length - 200);
    expect(generated.every((g) => /^[A-Z0-9]/.test(g.name) && !g.name.includes('undefined'))).toBe(true);
    expect(fusion.games.filter((g) => g.sub_groups.includes('gameofthemonth'))).toHaveLength(1);
    for (const group of ['topslots', 'classicgames', 'highvolatility', 'popular'])
      expect(fusion.games.some((g) => g.sub_groups.includes(group))).toBe(true);
  });
});

describe('catalog size', () => {
  it('seeds 20,000 games, extending the 2,000-game catalog', () => {
    const large = generateCatalog(fusionPlan(20_000));
    expect(large.games).toHaveLength(20_000);
    expect(new Set(large.games.map((g) => `${g.shortname}|${g.provider}`)).size).toBe(20_000);
    expect(large.games.slice(0, 2000)).toEqual(fusion.games);
  });
});

describe('single-provider catalog', () => {
  it('is about 400 slot-focused games of one studio, a few synthetic', () => {
    expect(single.games.length).toBeGreaterThanOrEqual(350);
    expect(single.providers).toHaveLength(1);
    expect(new Set(single.games.map((g) => g.provider)).size).toBe(1);
    expect(single.categories.map((c) => c.shortname)).toEqual(['online-slots', 'table-games', 'video-poker', 'specialty-games']);
    const synth = single.games.filter((g) => g.synth === 1).length;
    expect(synth).toBeGreaterThanOrEqual(3);
    expect(synth).toBeLessThan(30);
    expect(new Set(single.games.map((g) => g.shortname)).size).toBe(single.games.length);
  });
});

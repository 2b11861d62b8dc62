import { describe, expect, it } from 'vitest';
import type { Game } from './entities/catalog.ts';
import { buildHomeSections, homeSectionSteps } from './home-sections.ts';
import {
  HOME_SECTION_IDS,
  type HomeSection,
  type HomeSectionId,
  type HomeSectionsInput,
  homeSectionOrder,
  pendingHomeSections,
} from './home-section-plan.ts';
import { defaultLobbyOptions, type LobbyOptions } from './options.ts';
import { makeGame, multiplier, utc } from './testing/fixtures.ts';
import { FUSION, SINGLE_PROVIDER } from './variant.ts';

const now = utc('2026-07-01T12:00:00');
const catalog: Game[] = [
  ...Array.from({ length: 14 }, (_, i) =>
    makeGame({
      id: 100 + i,
      shortname: `slot-${i}`,
      provider: i % 2 ? 'nova' : 'redstone',
      release_date: `2025-01-${String(10 + i)}`,
      themes: i < 3 ? ['pirates'] : [],
    }),
  ),
  makeGame({ id: 1, shortname: 'jackpot-king', provider: 'nova', jackpot: 500, sub_groups: ['topslots'] }),
  makeGame({ id: 2, shortname: 'boosted', provider: 'nova', jackpot: 100, jackpot_multiplier: multiplier('multiplier', 10, null) }),
  makeGame({ id: 3, shortname: 'robot', provider: 'nova', synth: 1, release_date: '2026-06-30', sub_groups: ['highvolatility'] }),
  makeGame({ id: 4, shortname: 'soon', provider: 'nova', release_date: '2026-09-01', pre_release: true }),
  makeGame({ id: 5, shortname: 'sportsbook', provider: 'first-sportsbook', release_date: '2026-06-30', themes: ['pirates'] }),
];
const taxa = {
  providers: [
    { id: 1, name: 'Nova', shortname: 'nova' },
    { id: 2, name: 'Redstone', shortname: 'redstone' },
    { id: 3, name: 'Nobody', shortname: 'nobody' },
    { id: 4, name: 'Sportsbook', shortname: 'first-sportsbook' },
  ],
  themes: [
    { id: 1, name: 'Pirates', shortname: 'pirates' },
    { id: 2, name: 'Space', shortname: 'space' },
  ],
};

function input(overrides: Partial<HomeSectionsInput<Game>> = {}): HomeSectionsInput<Game> {
  return {
    games: catalog,
    ...taxa,
    recent: [
      { shortname: 'robot', provider: null },
      { shortname: 'gone', provider: null },
      { shortname: 'slot-1', provider: 'nova' },
    ],
    variant: FUSION,
    isGuest: false,
    config: { home_sections: [], tournaments: true },
    nowMs: now,
    random: () => 0,
    options: defaultLobbyOptions,
    ...overrides,
  };
}

function ids(sections: readonly HomeSection<Game>[]) {
  return sections.map((section) => section.id);
}

function section(sections: readonly HomeSection<Game>[], id: string) {
  return sections.find((s) => s.id === id);
}

function gameIds(sections: readonly HomeSection<Game>[], id: string) {
  const found = section(sections, id);
  return found?.kind === 'games' ? found.games.map((g) => g.id) : undefined;
}

describe('homeSectionOrder', () => {
  it.each<[string, string[] | null, readonly string[]]>([
    ['default', [], HOME_SECTION_IDS],
    ['null', null, HOME_SECTION_IDS],
    ['configured, unknown and repeated ids ignored', ['winners', 'bingo', 'jackpots', 'winners'], ['winners', 'jackpots']],
    ['nothing known: default', ['bingo'], HOME_SECTION_IDS],
  ])('%s', (_label, configured, expected) => {
    expect(homeSectionOrder(configured)).toEqual(expected);
  });
});

describe('buildHomeSections', () => {
  it('builds the default sections for a fusion player, leaving out empty ones', () => {
    const sections = buildHomeSections(input());
    // Every section but classic games, of which the catalog has none.
    expect(ids(sections)).toEqual(HOME_SECTION_IDS.filter((id) => id !== 'classicgames'));
    expect(section(sections, 'jackpots')).toMatchObject({ layout: 'vertical_big', viewAllPath: '/jackpot-games' });
    expect(section(sections, 'providers')).toMatchObject({ kind: 'taxa', viewAllPath: '/providers' });
    expect(section(sections, 'themes')).toMatchObject({ kind: 'taxa', viewAllPath: '/themes' });
    expect(section(sections, 'tournaments')).toEqual({ kind: 'slot', id: 'tournaments', layout: 'featured', viewAllPath: '/tournaments' });
  });

  // The specification: every home section has a heading and a View All link.
  const viewAll: [HomeSectionId, string][] = [
    ['keepplaying', '/recently-played'],
    ['newgames', '/all-games?sort=newest'],
    ['popular', '/all-games'],
    ['tournaments', '/tournaments'],
    ['jackpots', '/jackpot-games'],
    ['providers', '/providers'],
    ['gameofthemonth', '/all-games'],
    ['themes', '/themes'],
    ['topslots', '/subgroup/topslots'],
    ['classicgames', '/subgroup/classicgames'],
    ['highvolatility', '/subgroup/highvolatility'],
    ['promotions', '/promotions'],
    ['winners', '/winners'],
  ];
  it.each(viewAll)('%s has View All to %s, built and pending', (id, path) => {
    const games = [...catalog, makeGame({ id: 8, sub_groups: ['classicgames'] })];
    const built = section(buildHomeSections(input({ games })), id);
    const pending = section(pendingHomeSections({ recent: input().recent, variant: FUSION, config: input().config }), id);
    expect(built?.viewAllPath).toBe(path);
    expect(pending?.viewAllPath).toBe(path);
  });

  it('checks the View All of every section', () => {
    expect(viewAll.map(([id]) => id)).toEqual([...HOME_SECTION_IDS]);
  });

  it.each<[string, Partial<HomeSectionsInput<Game>>, string, number[] | undefined]>([
    ['keep playing resolves recent games against the catalog', {}, 'keepplaying', [3, 101]],
    ['keep playing is for players only', { isGuest: true }, 'keepplaying', undefined],
    [
      'new games: the 10 newest released, sportsbook and pre-release left out',
      {},
      'newgames',
      [3, 113, 112, 111, 110, 109, 108, 107, 106, 105],
    ],
    [
      'guests on single-provider do not see synthetic games',
      { variant: SINGLE_PROVIDER, isGuest: true },
      'newgames',
      [113, 112, 111, 110, 109, 108, 107, 106, 105, 104],
    ],
    ['popular: a random sample of 10', { random: () => 0 }, 'popular', [100, 101, 102, 103, 104, 105, 106, 107, 108, 109]],
    ['popular: another draw', { random: () => 0.9999 }, 'popular', [4, 100, 101, 102, 103, 104, 105, 106, 107, 108]],
    [
      'popular: the popular sub-group when there is one',
      { games: [...catalog, makeGame({ id: 9, sub_groups: ['popular'] })] },
      'popular',
      [9],
    ],
    ['jackpots: by effective jackpot', {}, 'jackpots', [2, 1]],
    ['sub-groups', {}, 'topslots', [1]],
    ['a sub-group hidden from guests is left out', { variant: SINGLE_PROVIDER, isGuest: true }, 'highvolatility', undefined],
  ])('%s', (_label, overrides, id, expected) => {
    expect(gameIds(buildHomeSections(input(overrides)), id)).toEqual(expected);
  });

  const popularRow = Array.from({ length: 8 }, (_, i) => makeGame({ id: 900 + i, sub_groups: ['popular'] }));
  it.each<[string, Partial<LobbyOptions>, Game[], string, number[]]>([
    ['newGamesHomeCount sets the new games row', { newGamesHomeCount: 3 }, catalog, 'newgames', [3, 113, 112]],
    ['randomSampleSize sets the sampled popular row', { randomSampleSize: 2 }, catalog, 'popular', [100, 101]],
    ['homeSectionSize caps a curated row', { homeSectionSize: 3 }, [...catalog, ...popularRow], 'popular', [900, 901, 902]],
    ['topJackpotsCount caps the jackpots row', { topJackpotsCount: 1 }, catalog, 'jackpots', [2]],
    ['recentGamesMax caps keep playing', { recentGamesMax: 1 }, catalog, 'keepplaying', [3]],
  ])('%s', (_label, options, games, id, expected) => {
    expect(gameIds(buildHomeSections(input({ games, options: { ...defaultLobbyOptions, ...options } })), id)).toEqual(expected);
  });

  it('lists providers and themes with visible game counts', () => {
    const sections = buildHomeSections(input());
    const providers = section(sections, 'providers');
    const themes = section(sections, 'themes');
    expect(providers?.kind === 'taxa' && providers.taxa.map((t) => [t.taxon.shortname, t.count])).toEqual([
      ['nova', 11],
      ['redstone', 7],
    ]);
    expect(themes?.kind === 'taxa' && themes.taxa.map((t) => [t.taxon.shortname, t.count])).toEqual([['pirates', 3]]);
  });

  it('keeps the home’s providers and themes to one row of homeSectionSize', () => {
    const providers = section(buildHomeSections(input({ options: { ...defaultLobbyOptions, homeSectionSize: 1 } })), 'providers');
    expect(providers?.kind === 'taxa' && providers.taxa.map((t) => t.taxon.shortname)).toEqual(['nova']);
  });

  it('has no providers section where the variant has no provider pages', () => {
    expect(ids(buildHomeSections(input({ variant: SINGLE_PROVIDER })))).not.toContain('providers');
  });

  it('has no tournaments slot when tournaments are off', () => {
    expect(ids(buildHomeSections(input({ config: { home_sections: [], tournaments: false } })))).not.toContain('tournaments');
  });

  it('follows the configured order', () => {
    const config = { home_sections: ['winners', 'jackpots', 'keepplaying', 'mystery'], tournaments: true };
    expect(ids(buildHomeSections(input({ config })))).toEqual(['winners', 'jackpots', 'keepplaying']);
  });

  it('copes with an empty catalog', () => {
    expect(ids(buildHomeSections(input({ games: [] })))).toEqual(['tournaments', 'gameofthemonth', 'promotions', 'winners']);
  });
});

describe('homeSectionSteps', () => {
  it('pauses before each configured section and ends with what buildHomeSections gives', () => {
    const config = { home_sections: ['jackpots', 'providers', 'keepplaying', 'winners'], tournaments: true };
    const steps = homeSectionSteps(input({ config }));
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    expect(pauses).toBe(4);
    expect(step.value).toEqual(buildHomeSections(input({ config })));
    expect(ids(step.value)).toEqual(['jackpots', 'providers', 'keepplaying', 'winners']);
  });

  it('has built nothing before its first step is taken', () => {
    let read = 0;
    const games = new Proxy(catalog, {
      get(target, key, receiver) {
        if (key === 'length') read += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const steps = homeSectionSteps(input({ games }));
    expect(read).toBe(0);
    steps.next();
    expect(read).toBeGreaterThan(0);
  });
});

describe('pendingHomeSections', () => {
  const base = { recent: input().recent, variant: FUSION, config: { home_sections: [] as string[], tournaments: true } };

  it('has every section the configuration names, game rows empty, in the order a catalog would give', () => {
    const sections = pendingHomeSections(base);
    expect(ids(sections)).toEqual(homeSectionOrder(null));
    expect(section(sections, 'newgames')).toEqual({
      kind: 'games',
      id: 'newgames',
      games: [],
      layout: 'vertical',
      viewAllPath: '/all-games?sort=newest',
    });
    expect(section(sections, 'providers')).toMatchObject({ kind: 'taxa', taxa: [] });
  });

  it.each<[string, Partial<typeof base>, string]>([
    ['keep playing without recent games', { recent: [] }, 'keepplaying'],
    ['tournaments when they are off', { config: { home_sections: [], tournaments: false } }, 'tournaments'],
    ['providers where no page lists them', { variant: SINGLE_PROVIDER }, 'providers'],
  ])('leaves out %s', (_label, change, missing) => {
    expect(ids(pendingHomeSections({ ...base, ...change }))).not.toContain(missing);
  });

  it('lists the sections the catalog keeps in the same order', () => {
    const built = ids(buildHomeSections(input()));
    const pending = ids(pendingHomeSections(base));
    expect(pending.filter((id) => built.includes(id))).toEqual(built);
  });
});

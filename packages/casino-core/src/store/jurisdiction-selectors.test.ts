import type { CasinoLicence, Jurisdiction } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { isUnsupportedAnswer } from '../data/base-query.ts';
import { testConfig } from '../testing/test-deps.ts';
import type { RootState } from './root-state.ts';
import { selectJurisdiction, selectLicence, selectMarketCatalog, selectMarketGames, selectMarketRules } from './market-selectors.ts';
import { selectMayHaveMarket } from './selectors.ts';

/** A state with the configuration's `jurisdiction` (undefined: not sent) and the casino app's own. */
function state(fromController: unknown, fromCasino: Jurisdiction | undefined, answered = true): RootState {
  const config = { ...testConfig(), ...(fromController === undefined ? {} : { jurisdiction: fromController }) };
  return {
    lobbyApi: answered ? { queries: { getConfig: { status: 'fulfilled', data: { casino: config, player: null } } } } : undefined,
    casino: { variant: 'fusion', optionOverrides: {}, ...(fromCasino === undefined ? {} : { jurisdiction: fromCasino }) },
  } as unknown as RootState;
}

describe('selectJurisdiction', () => {
  it.each([
    ['nothing set anywhere', undefined, undefined, 'none'],
    ['the casino app only', undefined, 'sga', 'sga'],
    ['the controller only', 'ggl', undefined, 'ggl'],
    ['the controller over the casino app', 'mga', 'ukgc', 'mga'],
    ['a controller value naming no market', 'gb', 'agco', 'agco'],
    ['the controller saying none', 'none', 'ukgc', 'none'],
  ] as const)('%s', (_case, fromController, fromCasino, expected) => {
    expect(selectJurisdiction(state(fromController, fromCasino))).toBe(expected);
  });

  it("is the casino app's own before the configuration has answered", () => {
    expect(selectJurisdiction(state(undefined, 'ksa', false))).toBe('ksa');
  });

  it('lets the first screen tell a casino that may have a market from one that has none', () => {
    expect(selectMayHaveMarket(state(undefined, undefined))).toBe(false);
    expect(selectMayHaveMarket(state('none', undefined))).toBe(false);
    expect(selectMayHaveMarket(state(undefined, 'sga'))).toBe(true);
    expect(selectMayHaveMarket(state('ggl', undefined))).toBe(true);
  });

  it('gives the rules of the market in force', () => {
    expect(selectMarketRules(state('sga', undefined)).swedishBar).not.toBeNull();
    expect(selectMarketRules(state(undefined, undefined)).footer).toBeNull();
  });
});

describe('the catalog as the market shows it', () => {
  const game = (id: number, category: string, jackpot: number | null) => ({
    id,
    name: `Game ${id}`,
    display_name: null,
    shortname: `game-${id}`,
    category,
    jackpot,
    themes: [],
    features: [],
    provider: 'acme',
    release_date: '2024-01-01',
    sub_groups: [],
    game_lock: false,
    pre_release: false,
    synth: 0,
    jackpot_multiplier: null,
  });
  const catalog = {
    games: [game(1, 'online-slots', 5000), game(2, 'table-games', 800)],
    providers: [],
    themes: [],
    features: [],
    categories: [],
    total_jackpot: 5800,
  };
  const withCatalog = (fromController: unknown) => {
    const base = state(fromController, undefined);
    const queries = (base.lobbyApi as unknown as { queries: Record<string, unknown> }).queries;
    return { ...base, lobbyApi: { queries: { ...queries, getGames: { status: 'fulfilled', data: catalog } } } } as unknown as RootState;
  };

  it('GGL: no slot carries its jackpot, in the catalog and the visible games', () => {
    const ggl = withCatalog('ggl');
    expect(selectMarketCatalog(ggl)?.games.map((g) => g.jackpot)).toEqual([null, 800]);
    expect(selectMarketGames(ggl).map((g) => g.jackpot)).toEqual([null, 800]);
  });

  it('elsewhere the catalog as the controller sent it', () => {
    expect(selectMarketCatalog(withCatalog('ukgc'))?.games).toBe(catalog.games);
    expect(selectMarketCatalog(withCatalog(undefined))?.total_jackpot).toBe(5800);
  });
});

/** A state with the configuration's licence (undefined: not sent) and the casino app's own. */
function licensed(fromController: CasinoLicence | undefined, fromCasino: CasinoLicence | undefined, answered = true): RootState {
  const config = { ...testConfig(), ...(fromController === undefined ? {} : { licence: fromController }) };
  return {
    lobbyApi: answered ? { queries: { getConfig: { status: 'fulfilled', data: { casino: config, player: null } } } } : undefined,
    casino: { variant: 'fusion', optionOverrides: {}, ...(fromCasino === undefined ? {} : { licence: fromCasino }) },
  } as unknown as RootState;
}

describe('selectLicence', () => {
  const sent: CasinoLicence = { text: 'Licence from the controller', url: 'https://register.example/1' };
  const own: CasinoLicence = { text: 'Licence from casino.ts', url: null };

  it.each([
    ['nothing set anywhere', undefined, undefined, null],
    ['the casino app only', undefined, own, own],
    ['the controller only', sent, undefined, sent],
    ['the controller over the casino app', sent, own, sent],
  ] as const)('%s', (_case, fromController, fromCasino, expected) => {
    expect(selectLicence(licensed(fromController, fromCasino))).toEqual(expected);
  });

  it("is the casino app's own before the configuration has answered", () => {
    expect(selectLicence(licensed(sent, own, false))).toEqual(own);
  });
});

describe('isUnsupportedAnswer', () => {
  const http = (status: number) => ({ name: 'ControllerError', kind: 'http', action: 'limits', message: '', status });
  it('tells a missing call (404, 501) from a failure', () => {
    expect(isUnsupportedAnswer(http(404))).toBe(true);
    expect(isUnsupportedAnswer(http(501))).toBe(true);
    expect(isUnsupportedAnswer(http(500))).toBe(false);
    expect(isUnsupportedAnswer({ ...http(404), kind: 'network' })).toBe(false);
    expect(isUnsupportedAnswer(undefined)).toBe(false);
  });
});

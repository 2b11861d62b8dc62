import { describe, expect, it } from 'vitest';
import { featureNames, hasGameInfo, playScreenOdds } from './game-info.ts';
import { marketRules } from './protection/market-rules.ts';
import { makeGame } from './testing/fixtures.ts';

const FEATURES = [
  { id: 1, name: 'Free Spins', shortname: 'free-spins' },
  { id: 2, name: 'Bonus Buy', shortname: 'bonus-buy' },
];

describe('game info', () => {
  it.each([
    [{}, false],
    [{ top_win_probability: 0.000001 }, false],
    [{ rtp: 96.2 }, true],
    [{ volatility: 'low' as const }, true],
    [{ max_win: 5000 }, true],
    [{ features: ['free-spins'] }, true],
  ])('a game with %o has info: %s', (fields, expected) => {
    expect(hasGameInfo(makeGame(fields))).toBe(expected);
  });

  it('names the features in the game order, leaving out those the catalog does not list', () => {
    expect(featureNames(makeGame({ features: ['bonus-buy', 'mystery', 'free-spins'] }), FEATURES)).toEqual(['Bonus Buy', 'Free Spins']);
  });

  it('shows RTP and the top win at the play screen in GGL only, those the catalog carries', () => {
    const game = makeGame({ rtp: 95.5, top_win_probability: 0.00000002 });
    expect(playScreenOdds(marketRules('ggl'), game)).toEqual({ rtp: 95.5, topWinProbability: 0.00000002 });
    expect(playScreenOdds(marketRules('ggl'), makeGame({ rtp: 97 }))).toEqual({ rtp: 97 });
    expect(playScreenOdds(marketRules('ggl'), makeGame({ max_win: 100 }))).toBeNull();
    for (const j of ['none', 'ukgc', 'mga', 'ksa', 'agco', 'sga'] as const) expect(playScreenOdds(marketRules(j), game)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from './options.ts';
import { addRecentGame, parseRecentGames, type RecentGame, resolveRecentGames } from './recent-games.ts';
import { FUSION, SINGLE_PROVIDER } from './variant.ts';

const gold = { shortname: 'gold', provider: 'nova' };
const goldElsewhere = { shortname: 'gold', provider: 'redstone' };
const ruby = { shortname: 'ruby', provider: 'nova' };

describe('addRecentGame', () => {
  it.each<[string, RecentGame[], RecentGame, typeof FUSION, RecentGame[]]>([
    ['into an empty list', [], gold, FUSION, [gold]],
    ['most recent first', [ruby], gold, FUSION, [gold, ruby]],
    ['replays move to the front', [ruby, gold], gold, FUSION, [gold, ruby]],
    ['fusion: same shortname, other provider is another game', [gold], goldElsewhere, FUSION, [goldElsewhere, gold]],
    ['single-provider: keyed by shortname alone', [gold, ruby], goldElsewhere, SINGLE_PROVIDER, [goldElsewhere, ruby]],
    ['a malformed shortname is ignored', [ruby], { shortname: '../x', provider: 'nova' }, FUSION, [ruby]],
    ['a malformed provider is dropped', [], { shortname: 'gold', provider: 'a b' }, FUSION, [{ shortname: 'gold', provider: null }]],
  ])('%s', (_label, list, ref, variant, expected) => {
    expect(addRecentGame(list, ref, variant, defaultLobbyOptions)).toEqual(expected);
  });

  it.each<[number, string]>([
    [12, 'g8'],
    [4, 'g16'],
  ])('keeps at most recentGamesMax (%d)', (max, oldest) => {
    let list: RecentGame[] = [];
    for (let i = 0; i < 20; i += 1) list = addRecentGame(list, { shortname: `g${i}`, provider: 'p' }, FUSION, { recentGamesMax: max });
    expect(list).toHaveLength(max);
    expect(list[0]?.shortname).toBe('g19');
    expect(list.at(-1)?.shortname).toBe(oldest);
  });
});

describe('parseRecentGames', () => {
  it.each<[string, unknown, RecentGame[]]>([
    ['nothing stored', null, []],
    ['undefined', undefined, []],
    ['not JSON', '{oops', []],
    ['JSON but not a list', '{"shortname":"gold"}', []],
    ['a number', 42, []],
    [
      'shortnames',
      '["gold","ruby"]',
      [
        { shortname: 'gold', provider: null },
        { shortname: 'ruby', provider: null },
      ],
    ],
    ['objects', '[{"shortname":"gold","provider":"nova"}]', [gold]],
    ['an already parsed list', [gold], [gold]],
    [
      'garbage items skipped',
      '[null, 3, {}, {"shortname": 5}, "../etc", "gold", {"shortname":"ruby","provider":7}]',
      [
        { shortname: 'gold', provider: null },
        { shortname: 'ruby', provider: null },
      ],
    ],
    ['exact repeats dropped', [gold, gold, goldElsewhere], [gold, goldElsewhere]],
  ])('%s', (_label, raw, expected) => {
    expect(parseRecentGames(raw, defaultLobbyOptions)).toEqual(expected);
  });

  it.each([12, 5])('caps a long stored list at recentGamesMax (%d)', (max) => {
    const many = JSON.stringify(Array.from({ length: 50 }, (_, i) => `g${i}`));
    expect(parseRecentGames(many, { recentGamesMax: max })).toHaveLength(max);
  });
});

describe('resolveRecentGames', () => {
  const catalog = [
    { id: 1, shortname: 'gold', provider: 'redstone' },
    { id: 2, shortname: 'gold', provider: 'nova' },
    { id: 3, shortname: 'ruby', provider: 'nova' },
  ];

  it.each<[string, RecentGame[], number[]]>([
    ['by shortname and provider, most recent first', [ruby, gold], [3, 2]],
    ['without a provider: the first with the shortname', [{ shortname: 'gold', provider: null }], [1]],
    ['gone from the catalog', [{ shortname: 'opal', provider: null }, ruby], [3]],
    ['an unknown provider', [{ shortname: 'ruby', provider: 'redstone' }], []],
    [
      'the same game twice',
      [
        { shortname: 'gold', provider: null },
        { shortname: 'gold', provider: 'redstone' },
      ],
      [1],
    ],
  ])('%s', (_label, recent, ids) => {
    expect(resolveRecentGames(recent, catalog).map((g) => g.id)).toEqual(ids);
  });
});

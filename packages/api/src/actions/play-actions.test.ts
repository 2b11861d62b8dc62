import { describe, expect, it } from 'vitest';
import { routeClient } from '../testing/route-client.ts';

const LOBBY = '/app/shared/controllers/LobbyController.php';

describe('play and widget GET actions', () => {
  it.each([
    ['getWidgets', 'widgets', ['dfs', 'RNG', 'unknown-widget', 'dfs'], ['dfs', 'rng']],
    ['getWidgets', 'widgets', { widgets: ['cashier'] }, ['cashier']],
    ['getStickyBanner', 'stickybanner', { html: '<b>Hi</b>' }, { html: '<b>Hi</b>' }],
    ['getStickyBanner', 'stickybanner', { html: '' }, null],
    ['getEscapePodWidget', 'escapepodwidget', { html: '<p>pod</p>' }, { html: '<p>pod</p>' }],
    ['getCrewponWidget', 'crewponwidget', { html: 1 }, { html: '1' }],
    ['getFortuneTellerWidget', 'fortunetellerwidget', {}, { html: '' }],
    ['getGameOfTheMonth', 'gameofthemonth', { success: false }, null],
    [
      'getGameOfTheMonth',
      'gameofthemonth',
      { success: true, id: 9, title: 'T', image: '', description: 'D', cta: { label: 'Play', link: '/play/x' } },
      { id: '9', title: 'T', image: null, description: 'D', cta: { label: 'Play', link: '/play/x' } },
    ],
    [
      'getWinners',
      'winners',
      {
        recent: [
          { username: 'a***', game: 'Gold', short_name: 'gold', provider: 'p', date: '2026-11-20', amount: '1,250.00' },
          { username: 'b' },
        ],
      },
      { recent: [{ username: 'a***', game_name: 'Gold', shortname: 'gold', provider: 'p', date: '2026-11-20', amount: 1250 }], top: [] },
    ],
    ['getKeepPlaying', 'keepplaying', [{ shortname: 'k', provider: 'p' }], [{ shortname: 'k', provider: 'p' }]],
    ['getGameToken', 'gettoken', { token: 'abc123' }, 'abc123'],
    ['getTournamentsLobby', 'gettournamentslobby', { url: 'https://t.test/lobby' }, { url: 'https://t.test/lobby' }],
  ] as const)('%s GETs ?%s', async (name, action, answer, expected) => {
    const { client, only } = routeClient(answer);
    await expect(client[name]()).resolves.toEqual(expected);
    expect(only()).toMatchObject({ method: 'GET', path: `${LOBBY}?${action}`, credentials: 'include' });
  });

  it('getGameToken rejects an answer without a token', async () => {
    await expect(routeClient({ token: '' }).client.getGameToken()).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('play POST actions', () => {
  it('launchGame posts game, realmoney 1/0 and the provider, keeping unknown error codes', async () => {
    const answer = {
      success: '1',
      game_name: 'Gold',
      error: '',
      games: [
        {
          url: 'https://g.test/1',
          provider: 'p',
          synth: '1',
          synth_details: { imgLoader: 'l.png', imgReminder: '', imgPopup: 'p.png', linkReminder: null },
        },
        { provider: 'no-url' },
      ],
    };
    const { client, only, lines } = routeClient(answer);
    await expect(client.launchGame({ game: 'gold', realmoney: true, provider: 'p' })).resolves.toEqual({
      success: true,
      game_name: 'Gold',
      error: null,
      games: [
        {
          url: 'https://g.test/1',
          provider: 'p',
          synth: 1,
          synth_details: { imgLoader: 'l.png', imgReminder: null, imgPopup: 'p.png', linkReminder: null },
        },
      ],
    });
    expect(only()).toMatchObject({ method: 'POST', path: `${LOBBY}?gamelauncher`, form: { game: 'gold', realmoney: '1', provider: 'p' } });
    expect(lines).toHaveLength(1);
  });

  it('launchGame without a provider sends none, and passes error codes through', async () => {
    const { client, only } = routeClient({ success: 0, error: 'geo_blocked' });
    await expect(client.launchGame({ game: 'g', realmoney: false })).resolves.toMatchObject({
      success: false,
      error: 'geo_blocked',
      games: [],
    });
    expect(only().form).toEqual({ game: 'g', realmoney: '0' });
  });

  it('getPromos posts lang, target and regular_only, and normalizes promos', async () => {
    const answer = {
      custom_promos: [
        { id: 3, data: '{"html":"<p>x</p>","css":"p{}","js":""}', display_on: { pages: ['ucc_lobby'] }, display_on_webplay: '1' },
      ],
      regular_promos: [
        {
          id: '5',
          title: 'Welcome',
          min_deposit: '20',
          schedule_values: { repeat_param: 'monthly', recurrence: ['1', '15'], countdown: 1, end_at: '2026-12-31 23:59:59' },
        },
        { id: '6', schedule_values: { repeat_param: 'fortnightly' } },
        { title: 'no id' },
      ],
      category: null,
    };
    const { client, only } = routeClient(answer);
    const promos = await client.getPromos({ lang: 'de', target: 'ucc_promotions', regularOnly: true });
    expect(only()).toMatchObject({
      method: 'POST',
      path: `${LOBBY}?getpromos`,
      form: { lang: 'de', target: 'ucc_promotions', regular_only: '1' },
    });
    expect(promos.custom_promos).toEqual([
      {
        id: '3',
        data: { html: '<p>x</p>', css: 'p{}', js: '' },
        display_on: { pages: ['ucc_lobby'], categories: [], sub_groups: [], themes: [] },
        display_on_webplay: true,
      },
    ]);
    expect(promos.regular_promos.map((p) => [p.id, p.min_deposit, p.schedule_values?.repeat_param ?? null])).toEqual([
      ['5', 20, 'monthly'],
      ['6', null, null],
    ]);
    expect(promos.regular_promos[0]?.schedule_values).toMatchObject({
      countdown: true,
      recurrence: ['1', '15'],
      end_at: '2026-12-31 23:59:59',
    });
  });

  it('getTournaments reads the fusion lists, falling back to the list status', async () => {
    const answer = {
      active_tournaments: [
        { id: 1, name: 'Live one', status: 'weird', prize_pool: '5000', schedule: [{ start_at: 'a', end_at: 'b' }], paid_places: '10' },
      ],
      upcoming_tournaments: [],
      finished_tournaments: [{ id: 2, status: 'archived', provider: 'acme,beta' }],
    };
    const { client, only } = routeClient(answer);
    const result = await client.getTournaments({ lang: 'en', home: true });
    expect(only()).toMatchObject({ method: 'POST', path: `${LOBBY}?gettournaments`, form: { lang: 'en', home: 'home' } });
    expect(result.kind).toBe('fusion');
    if (result.kind !== 'fusion') return;
    expect(result.active_tournaments[0]).toMatchObject({
      id: '1',
      status: 'active',
      prize_pool: 5000,
      paid_places: 10,
      schedule: { start_at: 'a', end_at: 'b', next_upcoming_startdate: null },
    });
    expect(result.finished_tournaments[0]).toMatchObject({
      status: 'archived',
      provider: ['acme', 'beta'],
      content: { left: '', right: '' },
    });
  });

  it('getTournaments reads a lobby list and drops unknown statuses', async () => {
    const lobby = [
      { tournament_id: 8, tournament_name: 'Spin', status: 'running', prize_pool: '100' },
      { tournament_id: 9, status: 'paused' },
    ];
    const { client, only } = routeClient({ tournaments: lobby });
    const result = await client.getTournaments({ lang: 'es' });
    expect(only().form).toEqual({ lang: 'es' });
    expect(result).toMatchObject({ kind: 'lobby', tournaments: [{ tournament_id: '8', status: 'Running', prize_pool: 100 }] });
  });

  it('getTournaments rejects an answer that is neither form', async () => {
    await expect(routeClient({ error: 'x' }).client.getTournaments({ lang: 'en' })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('getLiveDealer posts getlivedealer', async () => {
    const { client, only } = routeClient({ url: 'https://live.test/table' });
    await expect(client.getLiveDealer()).resolves.toEqual({ url: 'https://live.test/table' });
    expect(only()).toMatchObject({ method: 'POST', path: `${LOBBY}?getlivedealer`, form: { getlivedealer: '1' } });
  });
});

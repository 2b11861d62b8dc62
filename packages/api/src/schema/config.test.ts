import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configAnswerSchema, configSchema, playerSchema } from './config.ts';
import type { DropReport } from './lists.ts';

const casino = {
  environment: 'staging',
  language: 'FR',
  casino_id: '77',
  casino_name: 'Démo Casino',
  currency: 'EUR',
  assets_domain: 'https://cdn.casino.test/',
  is_fusion: '1',
  pages: { signup: '/site/signup', cashier: '', vipprogram: null, terms: '/site/terms', bogus: '/x' },
  navigation: { en: [{ id: 'home', label: 'Home', action: '/', icon: 'home', ucc_internal: 1 }], XX: [] },
  launcher: [],
  use_diff_theme_icons: 0,
  dfs: 'true',
  tournaments: false,
  livedealer: '0',
  fun_money_casino: null,
  allow_play_for_free_before_login: 1,
  dfs_popup: true,
  dfs_spinwheel: 'false',
  home_sections: null,
  gameofthemonth_api: '',
};

const player = {
  PID: '1001',
  fname: 'Zoë',
  lname: 'Ω',
  class: 'vip',
  class_vip_level: '3',
  class_display_name: 'VIP',
  currency_code: 'EUR',
  practicemode: '1',
  favorites: [{ shortname: 'a', provider: 'p' }, { shortname: 'a', provider: 'p' }, { provider: 'p' }],
  balances: { balance: 'NaN', fun_money: '1000', real: '12.50', bonus: null, withdrawable: 'abc', playthrough: 0, comppoints: '7' },
};

describe('config', () => {
  it('normalizes strings, flags, pages and menus', () => {
    expect(v.parse(configSchema(), casino)).toEqual({
      environment: 'staging',
      language: 'fr',
      casino_id: 77,
      casino_name: 'Démo Casino',
      currency: 'EUR',
      assets_domain: 'https://cdn.casino.test',
      is_fusion: true,
      pages: { signup: '/site/signup', terms: '/site/terms' },
      navigation: { EN: [{ id: 'home', label: 'Home', action: '/', icon: 'home', ucc_internal: true }] },
      launcher: {},
      use_diff_theme_icons: false,
      dfs: true,
      tournaments: false,
      livedealer: false,
      fun_money_casino: false,
      allow_play_for_free_before_login: true,
      dfs_popup: true,
      dfs_spinwheel: false,
      home_sections: [],
      gameofthemonth_api: null,
    });
  });

  it('falls back to live and en for unknown environment and language', () => {
    expect(v.parse(configSchema(), { ...casino, environment: 'qa-7', language: 'tlh' })).toMatchObject({
      environment: 'live',
      language: 'en',
    });
  });

  it('fails without a casino id, and on a garbage flag', () => {
    expect(v.safeParse(configSchema(), { ...casino, casino_id: undefined }).success).toBe(false);
    expect(v.safeParse(configSchema(), { ...casino, is_fusion: 'sometimes' }).success).toBe(false);
  });

  it('drops bad menu items and reports them', () => {
    const reports: DropReport[] = [];
    const navigation = { EN: [{ label: 'no action' }, { action: '/a', label: 'A' }] };
    const parsed = v.parse(
      configSchema((r) => reports.push(r)),
      { ...casino, navigation },
    );
    expect(parsed.navigation.EN).toEqual([{ id: '/a', label: 'A', action: '/a', icon: '', ucc_internal: false }]);
    expect(reports).toMatchObject([{ list: 'navigation.EN', invalid: 1 }]);
  });

  it('drops every link that is neither http(s) nor a same-origin path, and reports it', () => {
    const reports: DropReport[] = [];
    const hostile = ['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x'];
    const pages = {
      cashier: hostile[0],
      banking: hostile[1],
      contact: hostile[2],
      terms: hostile[3],
      privacy: hostile[4],
      signup: 'https://casino.example/join',
    };
    const items = [
      '/\t/evil.example',
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/promotions',
      'https://help.example/',
    ].map((action) => ({
      action,
      label: action,
    }));
    const parsed = v.parse(
      configSchema((r) => reports.push(r)),
      { ...casino, pages, navigation: { EN: items }, launcher: { EN: items } },
    );
    expect(parsed.pages).toEqual({ signup: 'https://casino.example/join' });
    expect(parsed.navigation.EN?.map((item) => item.action)).toEqual(['/promotions', 'https://help.example/']);
    expect(parsed.launcher.EN?.map((item) => item.action)).toEqual(['/promotions', 'https://help.example/']);
    expect(reports.map((report) => report.list)).toEqual([
      'pages.cashier',
      'pages.banking',
      'pages.contact',
      'pages.terms',
      'pages.privacy',
      'navigation.EN',
      'launcher.EN',
    ]);
  });
});

describe('player', () => {
  it('normalizes numbers, NaN balances and favorites', () => {
    expect(v.parse(playerSchema(), player)).toEqual({
      PID: 1001,
      fname: 'Zoë',
      lname: 'Ω',
      class: 'vip',
      class_vip_level: 3,
      class_display_name: 'VIP',
      currency_code: 'EUR',
      practicemode: true,
      favorites: [{ shortname: 'a', provider: 'p' }],
      balances: {
        balance: null,
        currency_code: 'EUR',
        fun_money: 1000,
        real: 12.5,
        bonus: null,
        withdrawable: null,
        playthrough: 0,
        comppoints: 7,
      },
    });
  });

  it('fills missing balances with nulls', () => {
    expect(v.parse(playerSchema(), { ...player, balances: undefined }).balances).toMatchObject({
      balance: null,
      real: null,
      currency_code: 'EUR',
    });
  });

  it.each([null, false, [], undefined])('getconfig reads player %j as a guest', (guest) => {
    expect(v.parse(configAnswerSchema(), { casino, player: guest }).player).toBeNull();
  });

  it('getconfig fails on a broken player instead of silently logging them out', () => {
    expect(v.safeParse(configAnswerSchema(), { casino, player: { fname: 'no id' } }).success).toBe(false);
  });
});

describe('config jurisdiction', () => {
  const parse = (jurisdiction: unknown) => {
    const reports: DropReport[] = [];
    const parsed = v.parse(
      configSchema((r) => reports.push(r)),
      { ...casino, jurisdiction },
    );
    return { jurisdiction: parsed.jurisdiction, reports };
  };

  it.each([
    ['UKGC', 'ukgc'],
    [' sga ', 'sga'],
    ['none', 'none'],
  ] as const)('reads %j as %s', (sent, read) => {
    expect(parse(sent)).toEqual({ jurisdiction: read, reports: [] });
  });

  it.each([undefined, null, ''])('leaves %j to the casino', (sent) => {
    expect(parse(sent)).toEqual({ jurisdiction: undefined, reports: [] });
  });

  it.each(['gb', 42, { market: 'ukgc' }])('reads an unknown %j as none and reports it', (sent) => {
    const { jurisdiction, reports } = parse(sent);
    expect(jurisdiction).toBe('none');
    expect(reports).toMatchObject([{ list: 'jurisdiction', invalid: 1 }]);
  });
});

describe('config licence', () => {
  const parse = (licence: unknown) => {
    const reports: DropReport[] = [];
    const parsed = v.parse(
      configSchema((r) => reports.push(r)),
      { ...casino, licence },
    );
    return { licence: parsed.licence, problems: reports.map((r) => r.firstProblem) };
  };
  const register = 'https://www.gamblingcommission.gov.uk/public-register/business/detail/000000';

  it.each([
    [
      { text: 'Example Ltd, account 000000', url: register },
      { text: 'Example Ltd, account 000000', url: register },
    ],
    [
      { text: '  Licence MGA/B2C/000/2020 ', url: '' },
      { text: 'Licence MGA/B2C/000/2020', url: null },
    ],
    [{ text: 12345 }, { text: '12345', url: null }],
    [
      { text: 'Licence 1', url: '/licence' },
      { text: 'Licence 1', url: '/licence' },
    ],
  ])('reads %j', (sent, read) => {
    expect(parse(sent)).toEqual({ licence: read, problems: [] });
  });

  it.each([undefined, null, ''])('leaves %j to the casino', (sent) => {
    expect(parse(sent)).toEqual({ licence: undefined, problems: [] });
  });

  it.each([{ text: '   ', url: register }, { url: register }, 'Licence 1', 42, []])(
    'drops %j, which has no text, and reports it',
    (sent) => {
      expect(parse(sent)).toEqual({ licence: undefined, problems: ['a licence needs its text'] });
    },
  );

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x'])('keeps the text but not the register link %j', (url) => {
    expect(parse({ text: 'Licence 1', url })).toEqual({
      licence: { text: 'Licence 1', url: null },
      problems: ['the register link is not an http(s) URL or a same-origin path'],
    });
  });
});

import { describe, expect, test } from 'vitest';
import type { CasinoDefinition } from './casino.ts';
import { casinoProblems } from './problems.ts';

const valid: CasinoDefinition = {
  key: 'aurora',
  displayName: 'Aurora Casino',
  shortName: 'Aurora',
  description: 'Aurora Casino.',
  variant: 'fusion',
  casinoId: 12,
  basePath: '/casino/aurora/',
  themeColor: '#102030',
  brand: { accent: '#f5c451', onAccent: '#102030' },
  icons: { any: 'icon.svg', maskable: 'icon-maskable.svg' },
  controller: { profile: 'aurora', base: '/app/shared/controllers/', passphrase: 'p', passphraseVariable: 'LOBBY_AURORA_PASSPHRASE' },
  ports: { dev: 5176, controller: 8790 },
  e2e: 'own',
};

describe('casinoProblems', () => {
  test('a valid definition has none', () => {
    expect(casinoProblems(valid, 'aurora')).toEqual([]);
    const licence = { text: 'Aurora Ltd, account 000000', url: 'https://www.gamblingcommission.gov.uk/public-register' };
    expect(casinoProblems({ ...valid, jurisdiction: 'ukgc', licence }, 'aurora')).toEqual([]);
    expect(casinoProblems({ ...valid, frameOrigins: ['https://games.example', 'https://live.example:8443'] }, 'aurora')).toEqual([]);
  });

  test.each([
    ['key', { key: 'Aurora' }, 'aurora', /key must be lower-case/],
    ['folder', {}, 'borealis', /must equal its folder name/],
    ['variant', { variant: 'sportsbook' }, 'aurora', /unknown variant "sportsbook"/],
    ['casino id', { casinoId: 0 }, 'aurora', /casinoId must be a positive integer/],
    ['base path', { basePath: 'casino/' }, 'aurora', /basePath must start and end/],
    ['theme colour', { themeColor: 'navy' }, 'aurora', /themeColor must be a colour/],
    ['brand colour', { brand: { accent: '#fff', onAccent: '#000000' } }, 'aurora', /brand.accent must be a colour/],
    ['controller base', { controller: { ...valid.controller, base: '/app' } }, 'aurora', /controller.base must end/],
    ['passphrase variable', { controller: { ...valid.controller, passphraseVariable: 'pass phrase' } }, 'aurora', /passphraseVariable/],
    ['port', { ports: { dev: 80, controller: 8790 } }, 'aurora', /ports.dev must be between/],
    [
      'frame origin with a path',
      { frameOrigins: ['https://games.example/launch'] },
      'aurora',
      /frameOrigins: "https:\/\/games.example\/launch"/,
    ],
    ['frame origin without https', { frameOrigins: ['http://games.example'] }, 'aurora', /must be an https origin/],
    ['frame origin without a scheme', { frameOrigins: ['games.example'] }, 'aurora', /must be an https origin/],
    ['jurisdiction', { jurisdiction: 'gb' }, 'aurora', /unknown jurisdiction "gb"/],
    ['licence without text', { licence: { text: ' ', url: null } }, 'aurora', /licence.text is empty/],
    ['licence register link', { licence: { text: 'Licence 1', url: 'javascript:alert(1)' } }, 'aurora', /licence.url must be/],
  ])('a bad %s is named', (_, change, folder, problem) => {
    expect(casinoProblems({ ...valid, ...change } as CasinoDefinition, folder).join('; ')).toMatch(problem);
  });
});

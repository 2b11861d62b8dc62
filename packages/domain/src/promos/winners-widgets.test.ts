import { describe, expect, it } from 'vitest';
import type { CampaignWidget, WidgetName } from '../entities/widgets.ts';
import { defaultLobbyOptions } from '../options.ts';
import { rollbackBannerVisible, widgetsToShow, winnersRows } from './winners-widgets.ts';

describe('winnersRows', () => {
  it.each<[boolean, number, number, number]>([
    [true, 320, 2, 5],
    [true, 1920, 1, 5],
    [false, 320, 2, 4],
    [false, 567, 1, 4],
    [false, 568, 2, 6],
    [false, 1920, 2, 6],
    [false, 568, 1, 7],
    [false, 1920, 0, 7],
  ])('fusion %s at %i px with %i lists: %i rows', (fusion, width, lists, rows) => {
    expect(winnersRows({ fusion, width, lists }, defaultLobbyOptions)).toBe(rows);
  });

  it.each<[number, number]>([
    [700, 4],
    [800, 6],
  ])('at %i px, a casino switching at 800 px shows %i rows', (width, rows) => {
    expect(winnersRows({ fusion: false, width, lists: 2 }, { winnersSmallScreenPx: 800 })).toBe(rows);
  });
});

const ok: CampaignWidget = { campaign: { name: 'x' }, hash: 'h', error: null };
const failed: CampaignWidget = { campaign: null, hash: null, error: 'error' };

describe('widgetsToShow', () => {
  it.each<[string, WidgetName[], Parameters<typeof widgetsToShow>[1], WidgetName[]]>([
    ['plain widgets pass', ['cashier', 'dfs', 'escapepod'], {}, ['cashier', 'dfs', 'escapepod']],
    ['repeats dropped', ['crewpon', 'crewpon'], {}, ['crewpon']],
    ['a campaign with an error is skipped', ['rng', 'wpc', 'synthetic'], { rng: ok, wpc: failed, synthetic: ok }, ['rng', 'synthetic']],
    ['a campaign still loading waits', ['rng', 'cashier'], { rng: undefined }, ['cashier']],
    ['a failed campaign call is skipped', ['wpc'], { wpc: null }, []],
  ])('%s', (_label, names, campaigns, expected) => {
    expect(widgetsToShow(names, campaigns)).toEqual(expected);
  });
});

describe('rollbackBannerVisible', () => {
  it.each<[string | undefined, string, boolean]>([
    ['tryout', '/', true],
    [' TryOut ', '/', true],
    ['tryout', '/promotions', false],
    ['old', '/', false],
    [undefined, '/', false],
  ])('cookie %s on %s', (cookie, path, expected) => {
    expect(rollbackBannerVisible(cookie, path)).toBe(expected);
  });
});

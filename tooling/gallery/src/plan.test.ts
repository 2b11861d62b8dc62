import { describe, expect, it } from 'vitest';
import { renderIndex } from './index-page.ts';
import { parseSelection, planShots, SCREENS } from './plan.ts';

const all = parseSelection([]);

describe('planShots', () => {
  it('takes every screen at both widths and themes, for a guest and a player, player-only screens for the player alone', () => {
    const shots = planShots(['fusion'], all);
    const playerOnly = SCREENS.filter((s) => s.playerOnly).length;
    expect(shots).toHaveLength((SCREENS.length * 2 - playerOnly) * 2 * 2);
    expect(shots.some((s) => s.viewer === 'guest' && s.screen.playerOnly)).toBe(false);
    expect(new Set(shots.map((s) => s.file)).size).toBe(shots.length);
    expect(shots[0]?.file).toBe('fusion/home-390-light-guest.png');
  });

  it('narrows to what the options name, comma-separated or repeated', () => {
    const selection = parseSelection([
      '--casino',
      'fusion,single-provider',
      '--screen',
      'home',
      '--width',
      '390',
      '--theme',
      'dark',
      '--viewer',
      'player',
    ]);
    expect(planShots(['fusion', 'single-provider', 'northstar'], selection).map((s) => s.file)).toEqual([
      'fusion/home-390-dark-player.png',
      'single-provider/home-390-dark-player.png',
    ]);
    expect(() => parseSelection(['--colour', 'red'])).toThrow(/unknown or incomplete option/);
    expect(() => parseSelection(['--casino'])).toThrow(/unknown or incomplete option/);
  });
});

describe('renderIndex', () => {
  it('lists each shot under its casino and screen, linking the screens further down, with text escaped', () => {
    const [home, search] = planShots(
      ['fusion'],
      parseSelection(['--screen', 'home,search', '--width', '390', '--theme', 'light', '--viewer', 'guest']),
    );
    if (!home || !search) throw new Error('two shots expected');
    const files = new Map([
      [home, [home.file, 'fusion/home-390-light-guest-2.png']],
      [search, [search.file]],
    ]);
    const page = renderIndex([home, search], files, { takenAt: 'now', clock: '2026-11-20', commit: '<abc>' });
    expect(page).toContain('<h2>fusion</h2>');
    expect(page).toContain('src="fusion/home-390-light-guest.png"');
    expect(page).toContain('href="fusion/home-390-light-guest-2.png">2</a>');
    expect(page).toContain('Search with results (&quot;wild&quot;)');
    expect(page).toContain('&lt;abc&gt;');
  });
});

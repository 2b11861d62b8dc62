import { describe, expect, it } from 'vitest';
import { escapeXml, gameMotif, gameThumbnailSvg, providerLogoSvg, wrapTitle } from './svg.ts';

describe('wrapTitle', () => {
  it.each([
    ['Wild West Gold Rush', 13, ['Wild West', 'Gold Rush']],
    ['Supercalifragilistic', 8, ['Supercalifragilistic']],
    ['a b c d e f g h i j', 1, ['a', 'b', 'c', 'd\u2026']],
    ['  spaced   out  ', 20, ['spaced out']],
  ])('wraps %j at %i', (title, width, lines) => {
    expect(wrapTitle(title, width)).toEqual(lines);
  });
});

describe('svg artwork', () => {
  it('escapes markup in names', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    const svg = gameThumbnailSvg({ shortname: 'x', title: 'Evil <script>alert(1)</script>', providerName: 'A & B' }, 'portrait');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('A &amp; B');
    expect(providerLogoSvg('p', '<b>Bold</b>')).not.toContain('<b>');
  });

  it('is deterministic, small, sized per orientation and keeps RTL text', () => {
    const rtl = '\u05de\u05dc\u05da \u05d4\u05d9\u05d4\u05dc\u05d5\u05de\u05d9\u05dd';
    expect(gameThumbnailSvg({ shortname: 'king', title: rtl, providerName: 'Studio' }, 'landscape')).toBe(
      gameThumbnailSvg({ shortname: 'king', title: rtl, providerName: 'Studio' }, 'landscape'),
    );
    expect(gameThumbnailSvg({ shortname: 'king', title: rtl, providerName: 'Studio' }, 'landscape')).toContain(rtl);
    expect(gameThumbnailSvg({ shortname: 'king', title: rtl, providerName: 'Studio' }, 'portrait')).toContain('width="300" height="400"');
    expect(gameThumbnailSvg({ shortname: 'king', title: rtl, providerName: 'Studio' }, 'landscape')).toContain('width="480" height="270"');
    expect(gameThumbnailSvg({ shortname: 'a', title: 'A'.repeat(120), providerName: 'S' }, 'portrait').length).toBeLessThan(8000);
    expect(gameThumbnailSvg({ shortname: 'a', title: 'Title', providerName: 'S' }, 'portrait')).not.toBe(
      gameThumbnailSvg({ shortname: 'b', title: 'Title', providerName: 'S' }, 'portrait'),
    );
  });

  it.each([
    [['fruits'], 'online-slots', 'cherry'],
    [['space', 'gems'], 'online-slots', 'rocket'],
    [[], 'table-games', 'spade'],
    [['no-such-theme'], 'live-dealer', 'chip'],
  ] as const)('draws a %j game of %s with the %s motif', (themes, category, motif) => {
    expect(gameMotif('any', category, themes)).toBe(motif);
  });
});

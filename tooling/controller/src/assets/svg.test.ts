import { describe, expect, it } from 'vitest';
import { escapeXml, gameThumbnailSvg, providerLogoSvg, wrapTitle } from './svg.ts';

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
    const svg = gameThumbnailSvg('x', 'Evil <script>alert(1)</script>', 'A & B', 'portrait');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('A &amp; B');
    expect(providerLogoSvg('p', '<b>Bold</b>')).not.toContain('<b>');
  });

  it('is deterministic, small, sized per orientation and keeps RTL text', () => {
    const rtl = '\u05de\u05dc\u05da \u05d4\u05d9\u05d4\u05dc\u05d5\u05de\u05d9\u05dd';
    expect(gameThumbnailSvg('king', rtl, 'Studio', 'landscape')).toBe(gameThumbnailSvg('king', rtl, 'Studio', 'landscape'));
    expect(gameThumbnailSvg('king', rtl, 'Studio', 'landscape')).toContain(rtl);
    expect(gameThumbnailSvg('king', rtl, 'Studio', 'portrait')).toContain('width="300" height="400"');
    expect(gameThumbnailSvg('king', rtl, 'Studio', 'landscape')).toContain('width="480" height="270"');
    expect(gameThumbnailSvg('a', 'A'.repeat(120), 'S', 'portrait').length).toBeLessThan(2500);
    expect(gameThumbnailSvg('a', 'Title', 'S', 'portrait')).not.toBe(gameThumbnailSvg('b', 'Title', 'S', 'portrait'));
  });
});

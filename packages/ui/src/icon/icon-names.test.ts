import { describe, expect, it } from 'vitest';
import { iconSprite } from './icon-glyphs.ts';
import { ICON_NAMES, iconNameFor, iconSymbolId } from './icon-names.ts';

describe('iconNameFor', () => {
  it('draws a set name as itself, whatever its case, spaces or underscores', () => {
    expect(iconNameFor('slots')).toBe('slots');
    expect(iconNameFor('  Live Dealer ')).toBe('live-dealer');
    expect(iconNameFor('TABLE_GAMES')).toBe('table-games');
  });

  it('draws the configuration’s other names for a picture as that picture', () => {
    expect(iconNameFor('casino')).toBe('slots');
    expect(iconNameFor('Favourites')).toBe('heart');
    expect(iconNameFor('live-chat')).toBe('chat');
  });

  it('draws the generic sparkle for an unknown name, including object members', () => {
    expect(iconNameFor('no-such-icon')).toBe('sparkle');
    expect(iconNameFor('constructor')).toBe('sparkle');
    expect(iconNameFor('__proto__')).toBe('sparkle');
    expect(iconNameFor('')).toBe('sparkle');
  });
});

describe('iconSprite', () => {
  const sprite = iconSprite();

  it('has one symbol with a path for every drawn name, and nothing else', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="([^"]+)"\/><\/symbol>/g)];
    expect(ids.map((match) => match[1])).toEqual(ICON_NAMES.map(iconSymbolId));
    expect(sprite.match(/<symbol/g)).toHaveLength(ICON_NAMES.length);
    for (const match of ids) expect(match[2]).toMatch(/^M[\d.\s\-a-zA-Z]+$/);
  });

  it('stays out of layout and out of the accessibility tree', () => {
    expect(sprite).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*style="position:absolute;width:0;height:0;overflow:hidden">/);
  });
});

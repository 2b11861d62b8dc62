// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_THUMBNAIL, gameLandscape, gameThumbnail, providerLogo } from './thumbnails.ts';

const game = { shortname: 'book of ra/deluxe', provider: 'acme' };

describe('thumbnails', () => {
  it.each(['https://assets.test', 'https://assets.test/'])('builds the pictures on %s with one slash', (domain) => {
    expect(gameThumbnail(domain, game)).toBe('https://assets.test/assets/games/book%20of%20ra%2Fdeluxe/portrait.svg');
    expect(gameLandscape(domain, game)).toBe('https://assets.test/assets/games/book%20of%20ra%2Fdeluxe/landscape.svg');
    expect(providerLogo(domain, { shortname: 'zeta studios' })).toBe('https://assets.test/assets/providers/zeta%20studios.svg');
  });

  it('ships a default picture inline', () => {
    expect(DEFAULT_THUMBNAIL.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(DEFAULT_THUMBNAIL.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  });
});

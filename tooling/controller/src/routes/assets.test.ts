import { describe, expect, it } from 'vitest';
import { casinoOf, request, startForTests } from '../test-helpers.ts';

const controller = await startForTests();
const fusion = casinoOf(controller, 'fusion');

describe('assets', () => {
  it('serves small cacheable SVG thumbnails in both shapes', async () => {
    for (const shape of ['portrait', 'landscape']) {
      const reply = await request(`${fusion.origin}/assets/games/wild-west-gold-rush/${shape}.svg`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(reply.headers.get('cache-control')).toContain('max-age=31536000');
      expect(reply.text).toContain('Wild West');
      expect(reply.text.length).toBeLessThan(4000);
    }
  });

  it('escapes names in the artwork', async () => {
    const svg = (await request(`${fusion.origin}/assets/games/wild-symbols-unleashed/portrait.svg`)).text;
    expect(svg).toContain('&lt;Unleashed&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).not.toContain('<Unleashed>');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await request(`${fusion.origin}/assets/providers/nova-reels.svg`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.text).toContain('Nova Reels');
    expect((await request(`${fusion.origin}/assets/providers/nova-reels.svg`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 404 for unknown games, providers and the game whose art is missing', async () => {
    expect((await request(`${fusion.origin}/assets/games/no-such-game/portrait.svg`)).status).toBe(404);
    expect((await request(`${fusion.origin}/assets/games/phantom-reels/portrait.svg`)).status).toBe(404);
    expect((await request(`${fusion.origin}/assets/providers/nobody.svg`)).status).toBe(404);
  });
});

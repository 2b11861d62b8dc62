import { createHash } from 'node:crypto';
import { synthImageSvg } from '../assets/synth.ts';
import { gameThumbnailSvg, type Orientation, providerLogoSvg } from '../assets/svg.ts';
import { send, sendJson } from '../http.ts';
import type { SynthImage } from '../paths.ts';
import type { RequestContext } from './context.ts';

const GAME_IMAGE = /^\/assets\/games\/([^/]+)\/(portrait|landscape)\.svg$/;
const PROVIDER_LOGO = /^\/assets\/providers\/([^/]+)\.svg$/;
const SYNTH_IMAGE = /^\/assets\/synth\/([^/]+)\/(loader|reminder|popup)\.svg$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function sendSvg(ctx: RequestContext, svg: string): void {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  // Artwork is derived from the game's name alone, so it may be cached for a long time.
  const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (ctx.req.headers['if-none-match'] === etag) {
    ctx.res.writeHead(304, headers);
    ctx.res.end();
    return;
  }
  send(ctx.res, 200, svg, 'image/svg+xml; charset=utf-8', {
    ...headers,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

/** Serves generated game thumbnails, provider logos and the images of synthetic games. */
export function handleAsset(ctx: RequestContext): void {
  const { rt, url } = ctx;
  const synth = SYNTH_IMAGE.exec(url.pathname);
  if (synth) {
    const shortname = decode(synth[1] ?? '');
    const found = shortname === null ? undefined : rt.gameVersions(shortname).find((g) => g.synth === 1);
    if (found) sendSvg(ctx, synthImageSvg(found.shortname, found.display_name || found.name, synth[2] as SynthImage));
    else sendJson(ctx.res, 404, '{"error":"not_found"}');
    return;
  }
  const game = GAME_IMAGE.exec(url.pathname);
  if (game) {
    const shortname = decode(game[1] ?? '');
    const found = shortname === null ? undefined : rt.findGame(shortname);
    if (!found || found.artMissing) {
      sendJson(ctx.res, 404, '{"error":"not_found"}');
      return;
    }
    const provider = rt.catalog.providers.find((p) => p.shortname === found.provider);
    sendSvg(
      ctx,
      gameThumbnailSvg(
        {
          shortname: found.shortname,
          title: found.display_name || found.name,
          providerName: provider?.name ?? '',
          category: found.category,
          themes: found.themes,
        },
        game[2] as Orientation,
      ),
    );
    return;
  }
  const logo = PROVIDER_LOGO.exec(url.pathname);
  const providerShortname = logo ? decode(logo[1] ?? '') : null;
  const provider = providerShortname === null ? undefined : rt.catalog.providers.find((p) => p.shortname === providerShortname);
  if (!provider) {
    sendJson(ctx.res, 404, '{"error":"not_found"}');
    return;
  }
  sendSvg(ctx, providerLogoSvg(provider.shortname, provider.name));
}

import type { GameRef, Taxon } from '@lobby/domain';

/** The portrait thumbnail of a game on the casino's assets domain. */
export function gameThumbnail(assetsDomain: string, game: GameRef): string {
  return `${assetsDomain.replace(/\/$/, '')}/assets/games/${encodeURIComponent(game.shortname)}/portrait.svg`;
}

/** The landscape picture of a game (lock modal, featured cards). */
export function gameLandscape(assetsDomain: string, game: GameRef): string {
  return `${assetsDomain.replace(/\/$/, '')}/assets/games/${encodeURIComponent(game.shortname)}/landscape.svg`;
}

/** A provider's logo on the assets domain. */
export function providerLogo(assetsDomain: string, provider: Pick<Taxon, 'shortname'>): string {
  return `${assetsDomain.replace(/\/$/, '')}/assets/providers/${encodeURIComponent(provider.shortname)}.svg`;
}

/** The default thumbnail, shipped inline so it shows even when the assets domain is down. */
export const DEFAULT_THUMBNAIL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1f5c"/><stop offset="1" stop-color="#0f0b24"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/><circle cx="150" cy="180" r="62" fill="none" stroke="#f5c451" stroke-width="10"/><path d="M150 138l13 30 33 3-25 22 8 32-29-17-29 17 8-32-25-22 33-3z" fill="#f5c451"/></svg>',
  );

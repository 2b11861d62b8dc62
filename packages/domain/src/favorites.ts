import type { Access } from './access.ts';
import type { Game, GameRef } from './entities/catalog.ts';
import { releaseKey } from './new-games.ts';
import { isSlug } from './slug.ts';

/** Where the favorites page lives. */
export const FAVORITES_PATH = '/favorites';

/** A favorite asked for through `/?fav={shortname}&by={provider}`; the provider may be unknown yet. */
export interface PendingFavorite {
  readonly shortname: string;
  readonly provider: string | null;
}

/** The identity of a favorite: shortname and provider. */
export function favoriteKey(ref: GameRef): string {
  return `${ref.shortname}@${ref.provider}`;
}

/** Whether `game` is among `favorites` (same shortname and provider). */
export function isFavorite(favorites: readonly GameRef[], game: GameRef): boolean {
  return favorites.some((favorite) => favorite.shortname === game.shortname && favorite.provider === game.provider);
}

/** The catalog games among `favorites`, newest release first (equal dates in catalog order), each once. */
export function favoritesPageGames<G extends GameRef & Pick<Game, 'release_date'>>(
  games: readonly G[],
  favorites: readonly GameRef[],
): G[] {
  const wanted = new Set(favorites.map(favoriteKey));
  const found = new Map<string, G>();
  for (const game of games) {
    const key = favoriteKey(game);
    if (wanted.has(key) && !found.has(key)) found.set(key, game);
  }
  const keyed = [...found.values()].map((game) => ({ game, release: releaseKey(game) }));
  keyed.sort((a, b) => (a.release === b.release ? 0 : a.release < b.release ? 1 : -1));
  return keyed.map((entry) => entry.game);
}

/** One query value as a router hands it over: a string, a list of them, or nothing. */
export type QueryValue = string | readonly string[] | null | undefined;

function firstValue(value: QueryValue): string | undefined {
  const first = typeof value === 'string' ? value : value?.[0];
  return first?.trim();
}

/** The favorite `?fav=` (and optional `?by=`) asks for, or null when absent or malformed. */
export function pendingFavoriteFromQuery(query: { readonly fav?: QueryValue; readonly by?: QueryValue }): PendingFavorite | null {
  const shortname = firstValue(query.fav);
  if (!isSlug(shortname)) return null;
  const provider = firstValue(query.by);
  if (provider !== undefined && provider !== '' && !isSlug(provider)) return null;
  return { shortname, provider: provider ? provider : null };
}

/** Where the `?fav=` flow goes once the pending favorite is stored: a player to /favorites, a guest to login and back there. */
export function pendingFavoriteAccess(isGuest: boolean): Access {
  return isGuest ? { kind: 'login', returnTo: FAVORITES_PATH } : { kind: 'redirect', to: FAVORITES_PATH };
}

import type { GameRef } from './entities/catalog.ts';
import { isSlug } from './slug.ts';
import type { Variant } from './variant.ts';
import type { LobbyOptions } from './options.ts';

/** The option the recent games list reads: how many it keeps (`recentGamesMax`). */
export type RecentGamesOptions = Pick<LobbyOptions, 'recentGamesMax'>;

/** A recently played game: its shortname, and its provider where known. */
export interface RecentGame {
  readonly shortname: string;
  readonly provider: string | null;
}

/** The identity of a recent game: the shortname, or shortname and provider where the variant keys by provider. */
export function recentKey(ref: RecentGame, variant: Pick<Variant, 'recentKeyedByProvider'>): string {
  return variant.recentKeyedByProvider ? `${ref.shortname}@${ref.provider ?? ''}` : ref.shortname;
}

/** `list` with `ref` in front, an older entry with the same key dropped, capped at `recentGamesMax`. */
export function addRecentGame(
  list: readonly RecentGame[],
  ref: GameRef | RecentGame,
  variant: Pick<Variant, 'recentKeyedByProvider'>,
  options: RecentGamesOptions,
): RecentGame[] {
  if (!isSlug(ref.shortname)) return [...list];
  const entry: RecentGame = { shortname: ref.shortname, provider: isSlug(ref.provider) ? ref.provider : null };
  const key = recentKey(entry, variant);
  const rest = list.filter((item) => recentKey(item, variant) !== key);
  return [entry, ...rest].slice(0, options.recentGamesMax);
}

function parseEntry(raw: unknown): RecentGame | null {
  if (isSlug(raw)) return { shortname: raw, provider: null };
  if (typeof raw !== 'object' || raw === null) return null;
  const { shortname, provider } = raw as { shortname?: unknown; provider?: unknown };
  if (!isSlug(shortname)) return null;
  return { shortname, provider: isSlug(provider) ? provider : null };
}

/**
 * Recent games read back from session storage: a JSON text or an already parsed array, whose items are
 * shortnames or `{shortname, provider}` objects. Anything unreadable is skipped (garbage gives []);
 * exact repeats are dropped and the list is capped at `recentGamesMax`.
 */
export function parseRecentGames(raw: unknown, options: RecentGamesOptions): RecentGame[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const games: RecentGame[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const entry = parseEntry(item);
    const key = entry && `${entry.shortname}@${entry.provider ?? ''}`;
    if (!entry || key === null || seen.has(key)) continue;
    seen.add(key);
    games.push(entry);
    if (games.length >= options.recentGamesMax) break;
  }
  return games;
}

/**
 * The catalog games `recent` names, most recent first; entries no longer in `games` (or hidden) are
 * skipped. An entry with a provider matches only that provider's game; one without takes the first
 * game with its shortname.
 */
export function resolveRecentGames<G extends GameRef>(recent: readonly RecentGame[], games: readonly G[]): G[] {
  const byShortname = new Map<string, G[]>();
  for (const game of games) {
    const same = byShortname.get(game.shortname);
    if (same) same.push(game);
    else byShortname.set(game.shortname, [game]);
  }
  const resolved: G[] = [];
  for (const entry of recent) {
    const candidates = byShortname.get(entry.shortname) ?? [];
    const game = entry.provider === null ? candidates[0] : candidates.find((c) => c.provider === entry.provider);
    if (game && !resolved.includes(game)) resolved.push(game);
  }
  return resolved;
}

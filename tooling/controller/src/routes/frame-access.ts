import { type Language, toLanguage } from '@lobby/domain';
import { decideLaunch } from '../play/launch.ts';
import type { SeedGame } from '../seed/catalog-types.ts';
import { loadPlayer, type PlayerRecord } from '../store/player-queries.ts';
import { findTokenPlayer } from '../store/play-store.ts';
import type { RequestContext } from './context.ts';

/** Fun money a demo starts with, in major units. */
export const FUN_START_BALANCE = 1000;

/** The interface language a frame URL asks for (`Language`, as the client appends it), English by default. */
export function frameLanguage(url: URL): Language {
  return toLanguage(url.searchParams.get('Language') ?? url.searchParams.get('language')) ?? 'en';
}

/** The player a frame's `token` names: undefined without a token, null for a dead one. */
export function tokenPlayer(ctx: RequestContext, token: string | null): PlayerRecord | null | undefined {
  if (token === null || token === '') return undefined;
  const pid = findTokenPlayer(ctx.rt.db, ctx.rt.casinoId, token, Date.now());
  return pid === null ? null : loadPlayer(ctx.rt.db, ctx.rt.casinoId, pid);
}

/**
 * Why this game may not be played in a frame, or null. Real money follows the launcher's rules (a
 * token is no way around a lock); fun money only refuses what the launcher refuses to everyone.
 */
export function frameRefusal(ctx: RequestContext, game: SeedGame, player: PlayerRecord | undefined): string | null {
  if (!player) return game.launchBlock;
  const { rt } = ctx;
  const casino = { origin: rt.origin, versions: [game], guestDemo: true, sportsbookPlayers: rt.profile.sportsbookPlayerIds };
  return decideLaunch({ shortname: game.shortname, provider: undefined, realMoney: true, player }, casino).error;
}

import { type LaunchedGame, SPORTSBOOK_PROVIDER } from '@lobby/domain';
import { unlockedKinds } from '../casino-runtime.ts';
import { gamePagePath, SITE_PATHS, synthImagePath } from '../paths.ts';
import type { SeedGame } from '../seed/catalog-types.ts';
import type { PlayerRecord } from '../store/player-queries.ts';

/** What a `gamelauncher` call asks for. */
export interface LaunchRequest {
  readonly shortname: string;
  /** Only this provider's version; every version when absent. */
  readonly provider: string | undefined;
  readonly realMoney: boolean;
  readonly player: PlayerRecord | null;
}

/** What the casino contributes to a launch decision. */
export interface LaunchCasino {
  /** Public origin: game URLs and images are absolute. */
  readonly origin: string;
  /** Every game with the requested shortname, in catalog order. */
  readonly versions: readonly SeedGame[];
  /** `allow_play_for_free_before_login`: guests may play demos. */
  readonly guestDemo: boolean;
  /** Players who may open the sportsbook game. */
  readonly sportsbookPlayers: readonly number[];
}

/** The `gamelauncher` answer, as the wire carries it. */
export interface LaunchAnswer {
  readonly success: boolean;
  readonly games: readonly LaunchedGame[];
  readonly game_name: string;
  readonly error: string | null;
}

/** Launch error codes beyond the three the play screen has views for; they get its generic error view. */
export const OTHER_LAUNCH_ERRORS = ['maintenance', 'game_locked', 'not_allowed'] as const;

function failure(error: string, gameName = ''): LaunchAnswer {
  return { success: false, games: [], game_name: gameName, error };
}

// Why this version may not start for this request, or null when it may.
function refusal(game: SeedGame, req: LaunchRequest, casino: LaunchCasino): string | null {
  if (game.launchBlock) return game.launchBlock;
  if (game.provider === SPORTSBOOK_PROVIDER) {
    const allowed = req.realMoney && req.player !== null && casino.sportsbookPlayers.includes(req.player.pid);
    if (!allowed) return 'not_allowed';
  }
  // Demos of locked games stay open: the lock guards real-money play only.
  if (req.realMoney && game.lock && !unlockedKinds(req.player).has(game.lock.lock_by)) return 'game_locked';
  return null;
}

function launched(game: SeedGame, origin: string, realMoney: boolean): LaunchedGame {
  // The loader, reminder and fireworks belong to real-money play of a synthetic game only.
  const synthDetails =
    game.synth === 1 && realMoney
      ? {
          imgLoader: `${origin}${synthImagePath(game.shortname, 'loader')}`,
          imgReminder: `${origin}${synthImagePath(game.shortname, 'reminder')}`,
          imgPopup: `${origin}${synthImagePath(game.shortname, 'popup')}`,
          linkReminder: `${origin}${SITE_PATHS.cashier}`,
        }
      : null;
  return {
    url: `${origin}${gamePagePath(game.provider, game.shortname)}`,
    provider: game.provider,
    synth: game.synth,
    synth_details: synthDetails,
  };
}

/**
 * Decides a launch: unknown game, then a guest who may not play, then each version's own refusal.
 * Versions that may start are all offered (several make the play screen show its chooser); when
 * none may, the first version's refusal is the answer.
 */
export function decideLaunch(req: LaunchRequest, casino: LaunchCasino): LaunchAnswer {
  const versions = req.provider === undefined ? casino.versions : casino.versions.filter((g) => g.provider === req.provider);
  const first = versions[0];
  if (!first) return failure('invalid_game');
  const gameName = first.display_name || first.name;
  if (req.player === null && (req.realMoney || !casino.guestDemo)) return failure('auth_required', gameName);
  const open = versions.filter((g) => refusal(g, req, casino) === null);
  if (open.length === 0) return failure(refusal(first, req, casino) ?? 'invalid_game', gameName);
  return { success: true, games: open.map((g) => launched(g, casino.origin, req.realMoney)), game_name: gameName, error: null };
}

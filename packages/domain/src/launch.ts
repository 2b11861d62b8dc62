import { type Access, type AccessContext, routeAccess } from './access.ts';
import { playPath } from './game-links.ts';
import type { Game } from './entities/catalog.ts';
import type { Player } from './entities/player.ts';
import type { Variant } from './variant.ts';

/** Real money (`play`) or practice (`demo`). */
export type PlayMode = 'play' | 'demo';

/** Everything a launch decision reads. */
export interface LaunchInput {
  readonly mode: PlayMode;
  /** The catalog game the route names, or null when the catalog has no such game. */
  readonly game: Pick<Game, 'shortname' | 'provider' | 'game_lock'> | null;
  readonly player: Pick<Player, 'PID'> | null;
  readonly variant: Variant;
  readonly config: AccessContext['config'];
  readonly tweaks: AccessContext['tweaks'];
}

/**
 * Whether a play or demo route may launch its game. In order: routes the variant does not offer
 * redirect (demo in fusion goes home); an unknown game is not-found; a guest is sent to login and
 * back to the real-money path, or offered a link to it on a demo guests may not play (demo converted
 * to play, see routeAccess); a locked game on real money
 * goes home (a locked demo is allowed: the spec does not say otherwise); else allow.
 */
export function launchDecision(input: LaunchInput): Access {
  const { mode, game, variant } = input;
  const provider = game && variant.playNamesProvider ? game.provider : null;
  const access = routeAccess(
    { name: mode, slug: game?.shortname ?? '', provider },
    { variant, config: input.config, tweaks: input.tweaks, playerId: input.player?.PID ?? null },
  );
  if (access.kind === 'redirect' || access.kind === 'not-found') return access;
  if (game === null) return { kind: 'not-found' };
  if (access.kind === 'login' || access.kind === 'login-link') return access;
  if (mode === 'play' && game.game_lock) return { kind: 'redirect', to: '/' };
  return access;
}

/** What the money switch reads. */
export interface MoneySwitchInput {
  readonly variant: Pick<Variant, 'moneySwitch'>;
  readonly player: Pick<Player, 'practicemode'> | null;
  readonly game: Pick<Game, 'synth'> | null;
  readonly mode: PlayMode;
}

/**
 * Whether the play screen offers the Real Money / Fun Money switch: not where the variant lacks it
 * (fusion), not for synthetic games, and not on real money for a player without practice mode.
 * Guests see it on demo; switching to real money asks them to log in.
 */
export function moneySwitchVisible(input: MoneySwitchInput): boolean {
  if (!input.variant.moneySwitch || input.game === null || input.game.synth !== 0) return false;
  return !(input.mode === 'play' && input.player !== null && !input.player.practicemode);
}

/** The path the money switch leads to: the same game in the other mode. */
export function moneySwitchPath(
  mode: PlayMode,
  game: Pick<Game, 'shortname' | 'provider'>,
  variant: Pick<Variant, 'playNamesProvider'>,
): string {
  return playPath(mode === 'play' ? 'demo' : 'play', game.shortname, variant.playNamesProvider ? game.provider : null);
}

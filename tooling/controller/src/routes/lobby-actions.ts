import type { GameLockDetails } from '@lobby/domain';
import { unlockedKinds } from '../casino-runtime.ts';
import { type ActionName, gameImagePath, SITE_PATHS } from '../paths.ts';
import { createRng } from '../seed/prng.ts';
import { setFavorite } from './favorites.ts';
import { gameLauncher, getLiveDealer, getToken, keepPlaying } from './play-actions.ts';
import { type ActionRequest, type ActionResult, answer, favoritesOf, wirePlayer } from './wire.ts';

/** How an action is called and answered. */
export interface ActionSpec {
  readonly method: 'GET' | 'POST';
  /** Needs a logged-in player; a guest gets 401 `{error: "auth_required"}`. */
  readonly needsPlayer: boolean;
  readonly run: (r: ActionRequest) => ActionResult;
  /** Answered in the envelope (besides the actions listed in `ENCRYPTED_ACTIONS`). */
  readonly encrypted?: boolean;
}

const SUGGESTION_COUNT = 12;

// Handlers of player-only actions run after the dispatcher checked the session.
function requirePlayer(r: ActionRequest) {
  if (!r.player) throw new Error('player-only action reached without a player');
  return r.player;
}

function suggest(r: ActionRequest): ActionResult {
  const player = requirePlayer(r);
  const favorites = new Set(favoritesOf(r.rt, player.pid).map((f) => `${f.shortname}\u0000${f.provider}`));
  const unlocked = unlockedKinds(player);
  const pool = r.rt.catalog.games.filter(
    (g) =>
      g.category === 'online-slots' &&
      !g.synth &&
      !g.pre_release &&
      !g.launchBlock &&
      (!g.lock || unlocked.has(g.lock.lock_by)) &&
      !favorites.has(`${g.shortname}\u0000${g.provider}`),
  );
  // Stable per player, like a recommender that only changes when the data does.
  const picks = createRng(`${r.rt.casinoId}:${player.pid}:suggest`).sample(pool, SUGGESTION_COUNT);
  return answer({ suggested: picks.map((g) => ({ shortname: g.shortname, provider: g.provider })) });
}

function lockDetails(r: ActionRequest): ActionResult {
  const shortname = r.form.get('shortname')?.trim() ?? '';
  const provider = r.form.get('provider')?.trim() || undefined;
  if (!shortname) return answer({ error: 'bad_request', message: 'shortname is required' }, 400);
  const game = r.rt.findGame(shortname, provider);
  if (!game) return answer({ error: 'unknown_game' }, 404);
  if (!game.lock) return answer({ error: 'not_locked' }, 404);
  const details: GameLockDetails = {
    lock_by: game.lock.lock_by,
    visible_event: game.lock.visible_event,
    target_date: game.lock.target_date,
    display_name: game.display_name || game.name,
    game_name: game.name,
    img_portrait: `${r.rt.origin}${gameImagePath(game.shortname, 'portrait')}`,
    img_landscape: `${r.rt.origin}${gameImagePath(game.shortname, 'landscape')}`,
  };
  return answer(details);
}

/** The main endpoint's actions. */
export const LOBBY_ACTIONS: Readonly<Record<ActionName, ActionSpec>> = {
  getconfig: {
    method: 'GET',
    needsPlayer: false,
    run: (r) => answer({ casino: r.rt.config, player: r.player ? wirePlayer(r.rt, r.player) : null }),
  },
  getgames: {
    method: 'GET',
    needsPlayer: false,
    run: (r) => ({ status: 200, json: r.rt.catalogJson(unlockedKinds(r.player)) }),
  },
  myfavorites: { method: 'GET', needsPlayer: true, run: (r) => answer({ favorites: favoritesOf(r.rt, requirePlayer(r).pid) }) },
  setFavorite: { method: 'POST', needsPlayer: true, run: setFavorite },
  DFS: {
    method: 'GET',
    needsPlayer: true,
    run: (r) => answer({ dfs: r.rt.config.dfs, dfs_popup: r.rt.config.dfs_popup, dfs_spinwheel: r.rt.config.dfs_spinwheel }),
  },
  getBalance: {
    method: 'GET',
    needsPlayer: true,
    run: (r) => answer({ balance: requirePlayer(r).balances.balance, currency_code: requirePlayer(r).currency_code }),
  },
  getunreadmessages: { method: 'GET', needsPlayer: true, run: (r) => answer({ total_unread: requirePlayer(r).unread }) },
  raf: {
    method: 'GET',
    needsPlayer: true,
    run: (r) => answer({ page: SITE_PATHS.referAFriend, url: `${r.rt.origin}${SITE_PATHS.signup}?raf=${requirePlayer(r).rafCode}` }),
  },
  suggest: { method: 'GET', needsPlayer: true, run: suggest },
  getgamelockdetails: { method: 'POST', needsPlayer: false, run: lockDetails },
  // A guest launching for real money gets `auth_required` in a 200 answer: the play screen has a view for it.
  gamelauncher: { method: 'POST', needsPlayer: false, run: gameLauncher },
  gettoken: { method: 'GET', needsPlayer: true, run: getToken },
  keepplaying: { method: 'GET', needsPlayer: true, run: keepPlaying },
  getlivedealer: { method: 'POST', needsPlayer: true, run: getLiveDealer },
};

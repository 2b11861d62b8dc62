import { decideLaunch } from '../play/launch.ts';
import { LIVE_DEALER_PATH } from '../paths.ts';
import { createGameToken, recentLaunches, recordLaunch } from '../store/play-store.ts';
import { type ActionRequest, type ActionResult, answer } from './wire.ts';

const TRUE_FORM = new Set(['1', 'true']);
const FALSE_FORM = new Set(['0', 'false', '']);

// Handlers of player-only actions run after the dispatcher checked the session.
function requirePlayer(r: ActionRequest) {
  if (!r.player) throw new Error('player-only action reached without a player');
  return r.player;
}

/** `gamelauncher` (POST form `game, realmoney, provider?`): the game's versions, or an error code. */
export function gameLauncher(r: ActionRequest): ActionResult {
  const shortname = r.form.get('game')?.trim() ?? '';
  const realmoney = r.form.get('realmoney')?.trim().toLowerCase() ?? '';
  if (!shortname) return answer({ error: 'bad_request', message: 'game is required' }, 400);
  if (!TRUE_FORM.has(realmoney) && !FALSE_FORM.has(realmoney))
    return answer({ error: 'bad_request', message: 'realmoney must be 1 or 0' }, 400);
  const realMoney = TRUE_FORM.has(realmoney);
  const provider = r.form.get('provider')?.trim() || undefined;
  const { rt, player } = r;
  const result = decideLaunch(
    { shortname, provider, realMoney, player },
    {
      origin: rt.origin,
      versions: rt.gameVersions(shortname),
      guestDemo: rt.config.allow_play_for_free_before_login,
      sportsbookPlayers: rt.profile.sportsbookPlayerIds,
    },
  );
  const played = result.games[0];
  // With a chooser, the client opens the chosen URL without calling again: the first version stands for the title.
  if (player && played) recordLaunch(rt.db, rt.casinoId, player.pid, { shortname, provider: played.provider }, realMoney, r.now);
  return answer(result);
}

/** `gettoken`: a fresh game token for the session's player. */
export function getToken(r: ActionRequest): ActionResult {
  return answer({ token: createGameToken(r.rt.db, r.rt.casinoId, requirePlayer(r).pid, r.now) });
}

/** `keepplaying`: the player's recently launched games, newest first. */
export function keepPlaying(r: ActionRequest): ActionResult {
  const { rt } = r;
  // A game that left the catalog since it was played has nothing to show.
  const games = recentLaunches(rt.db, rt.casinoId, requirePlayer(r).pid).filter(
    (ref) => rt.findGame(ref.shortname, ref.provider) !== undefined,
  );
  return answer({ keepplaying: games });
}

/** `getlivedealer` (POST form `getlivedealer=1`): the URL of the live dealer table lobby, token included. */
export function getLiveDealer(r: ActionRequest): ActionResult {
  const { rt } = r;
  if (!rt.config.livedealer) return answer({ error: 'livedealer_disabled' }, 403);
  const token = createGameToken(rt.db, rt.casinoId, requirePlayer(r).pid, r.now);
  return answer({ url: `${rt.origin}${LIVE_DEALER_PATH}?token=${encodeURIComponent(token)}` });
}

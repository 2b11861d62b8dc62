import type { GameRef } from '@lobby/domain';
import { addFavorite, removeFavorite } from '../store/player-queries.ts';
import { type ActionRequest, type ActionResult, answer, favoritesOf } from './wire.ts';

function failure(r: ActionRequest, pid: number, message: string, status: number): ActionResult {
  return answer({ success: false, favorites: favoritesOf(r.rt, pid), message }, status);
}

/** The favorites POST: `setFavorite=1&action=add|remove&game=...&provider=...`; answers the whole list. */
export function setFavorite(r: ActionRequest): ActionResult {
  if (!r.player) throw new Error('setFavorite reached without a player');
  const pid = r.player.pid;
  const action = r.form.get('action');
  const shortname = r.form.get('game')?.trim() ?? '';
  const providerField = r.form.get('provider')?.trim() ?? '';
  if (r.form.get('setFavorite') !== '1') return failure(r, pid, 'setFavorite=1 is required', 400);
  if (action !== 'add' && action !== 'remove') return failure(r, pid, 'action must be add or remove', 400);
  if (!shortname) return failure(r, pid, 'game is required', 400);
  if (!providerField && r.rt.profile.isFusion) return failure(r, pid, 'provider is required', 400);
  // A single-provider casino may omit the provider: there is only one game of each shortname.
  const game = r.rt.findGame(shortname, providerField || undefined);
  if (action === 'remove') {
    const ref: GameRef = { shortname, provider: game?.provider ?? providerField };
    removeFavorite(r.rt.db, r.rt.casinoId, pid, ref);
    return answer({ success: true, favorites: favoritesOf(r.rt, pid), message: 'Removed from your favorites.' });
  }
  if (!game) return failure(r, pid, 'This game is not available.', 200);
  addFavorite(r.rt.db, r.rt.casinoId, pid, { shortname: game.shortname, provider: game.provider }, r.now);
  const title = game.display_name || game.name;
  return answer({ success: true, favorites: favoritesOf(r.rt, pid), message: `${title} was added to your favorites.` });
}

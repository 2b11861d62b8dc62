import { addRecentGame } from '@lobby/domain';
import type { AppStartListening } from './listening.ts';
import { gameLaunched, RECENT_GAMES_KEY, recentRestored } from './recent-games.ts';
import { selectCasinoRules } from './selectors.ts';

/** Keeps the recent games (12, de-duplicated, keyed per variant) and stores them for the session. */
export function addRecentListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: gameLaunched,
    effect: (action, api) => {
      const rules = selectCasinoRules(api.getState());
      if (!rules) return;
      const games = addRecentGame(api.getState().recent.games, action.payload, rules.variant);
      api.dispatch(recentRestored(games));
      api.extra.session.set(RECENT_GAMES_KEY, JSON.stringify(games));
    },
  });
}

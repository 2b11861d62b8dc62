import { addRecentGame } from '@lobby/domain';
import type { AppStartListening } from './listening.ts';
import { gameLaunched, RECENT_GAMES_KEY, recentRestored, restoredRecentGames } from './recent-games.ts';
import { configAnswered, selectCasinoRules, selectOptions } from './selectors.ts';

/** Keeps the recent games (`recentGamesMax`, de-duplicated, keyed per variant) and stores them for the session. */
export function addRecentListeners(startListening: AppStartListening): void {
  // Start-up restored them before the casino's own options were known: read them again under those.
  startListening({
    predicate: configAnswered,
    effect: (_action, api) => {
      const games = restoredRecentGames(api.extra.session.get(RECENT_GAMES_KEY), selectOptions(api.getState()));
      if (games.length !== api.getState().recent.games.length) api.dispatch(recentRestored(games));
    },
  });
  startListening({
    actionCreator: gameLaunched,
    effect: (action, api) => {
      const rules = selectCasinoRules(api.getState());
      if (!rules) return;
      const games = addRecentGame(api.getState().recent.games, action.payload, rules.variant, selectOptions(api.getState()));
      api.dispatch(recentRestored(games));
      api.extra.session.set(RECENT_GAMES_KEY, JSON.stringify(games));
    },
  });
}

import { balanceNotices, displayName, randomItem } from '@lobby/domain';
import type { DataLayerHost } from './data-layer-host.ts';
import { isAuthError } from './failure.ts';
import { selectVisibleGames } from './lobby-selectors.ts';
import { noticeShown } from './notifications-slice.ts';
import { gameEnded, gameStarted, PLAY_SESSION_KEY, pageRestored, playSlice } from './play-session.ts';
import { selectBalance, selectConfig, selectOptions, selectPlayer } from './selectors.ts';
import { bootSucceeded } from './session-slice.ts';
import type { AppStartListening } from './listening.ts';

const { launchBalanceNoted, playFinished } = playSlice.actions;

/**
 * After a game the balance is fetched and compared with the one at launch: a win, a lose (with a
 * random game to try next) or a low-balance notice.
 */
export function addPlayListeners(startListening: AppStartListening, dataLayer: DataLayerHost): void {
  startListening({
    actionCreator: gameStarted,
    effect: (_action, api) => {
      const balance = selectBalance(api.getState())?.balance ?? null;
      api.dispatch(launchBalanceNoted(balance));
      // Kept for the session: leaving the game by a page load (browser Back, a reload) still gets its check.
      api.extra.session.set(PLAY_SESSION_KEY, JSON.stringify({ balance }));
    },
  });
  startListening({
    predicate: (action) => bootSucceeded.match(action) || pageRestored.match(action),
    effect: (_action, api) => {
      const stored = api.extra.session.get(PLAY_SESSION_KEY);
      if (stored === null || selectPlayer(api.getState()) === null) return;
      // A game this page started before its start-up finished (the play screen launches as soon as
      // the configuration is in) is not one left by an earlier page: its own end checks it.
      if (bootSucceeded.match(_action) && api.getState().play.active) return;
      const balance = parseStoredBalance(stored);
      api.dispatch(launchBalanceNoted(balance));
      api.dispatch(gameEnded());
    },
  });
  startListening({
    actionCreator: gameEnded,
    effect: async (_action, api) => {
      const { play } = api.getState();
      const config = selectConfig(api.getState());
      if (!play.active || selectPlayer(api.getState()) === null || config === null) return;
      api.dispatch(playFinished());
      api.extra.session.remove(PLAY_SESSION_KEY);
      try {
        // A game changes the balance: whatever the cache holds is stale.
        const { lobbyApi } = await dataLayer.load();
        const after = await api
          .dispatch(lobbyApi.endpoints.getBalance.initiate(undefined, { subscribe: false, forceRefetch: true }))
          .unwrap();
        const notices = balanceNotices(play.balanceAtLaunch, after.balance, config, selectOptions(api.getState()));
        const currency = after.currency_code;
        for (const notice of notices) {
          if (notice.kind === 'lose') {
            const suggestion = randomItem(selectVisibleGames(api.getState()), api.extra.random);
            api.dispatch(noticeShown('lose', { amount: notice.amount, currency, suggestion: suggestion ? displayName(suggestion) : '' }));
          } else if (notice.kind === 'win') api.dispatch(noticeShown('win', { amount: notice.amount, currency }));
          else api.dispatch(noticeShown('lowbalance', { amount: notice.balance, currency }));
        }
      } catch (error) {
        // The data layer has already ended the session on a 401.
        if (!isAuthError(error)) api.extra.log('balance after the game could not be loaded', error);
      }
    },
  });
}

function parseStoredBalance(raw: string): number | null {
  try {
    const value: unknown = JSON.parse(raw);
    const balance = typeof value === 'object' && value !== null ? (value as { balance?: unknown }).balance : null;
    return typeof balance === 'number' && Number.isFinite(balance) ? balance : null;
  } catch {
    return null;
  }
}

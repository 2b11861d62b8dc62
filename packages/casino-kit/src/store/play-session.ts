import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { balanceNotices, displayName, randomItem } from '@lobby/domain';
import { balanceLoaded } from './account-slice.ts';
import { isAuthError } from './failure.ts';
import { selectVisibleGames } from './lobby-selectors.ts';
import { noticeShown } from './notifications-slice.ts';
import { selectBalance } from './selectors.ts';
import { sessionExpired } from './session-slice.ts';
import type { AppStartListening } from './store.ts';

/** A real-money game started: remember the balance to compare with afterwards. */
export const gameStarted = createAction('play/gameStarted');
/** The player left the play screen. */
export const gameEnded = createAction('play/gameEnded');

export const playSlice = createSlice({
  name: 'play',
  initialState: { balanceAtLaunch: null as number | null, active: false },
  reducers: {
    launchBalanceNoted: (_state, action: PayloadAction<number | null>) => ({ balanceAtLaunch: action.payload, active: true }),
    playFinished: () => ({ balanceAtLaunch: null, active: false }),
  },
});

const { launchBalanceNoted, playFinished } = playSlice.actions;

/**
 * After a game the balance is fetched and compared with the one at launch: a win, a lose (with a
 * random game to try next) or a low-balance notice.
 */
export function addPlayListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: gameStarted,
    effect: (_action, api) => {
      api.dispatch(launchBalanceNoted(selectBalance(api.getState())?.balance ?? null));
    },
  });
  startListening({
    actionCreator: gameEnded,
    effect: async (_action, api) => {
      const { play, session } = api.getState();
      if (!play.active || session.player === null || session.config === null) return;
      api.dispatch(playFinished());
      try {
        const after = await api.extra.api.getBalance();
        api.dispatch(balanceLoaded(after));
        const notices = balanceNotices(play.balanceAtLaunch, after.balance, session.config);
        const currency = after.currency_code;
        for (const notice of notices) {
          if (notice.kind === 'lose') {
            const suggestion = randomItem(selectVisibleGames(api.getState()), api.extra.random);
            api.dispatch(noticeShown('lose', { amount: notice.amount, currency, suggestion: suggestion ? displayName(suggestion) : '' }));
          } else if (notice.kind === 'win') api.dispatch(noticeShown('win', { amount: notice.amount, currency }));
          else api.dispatch(noticeShown('lowbalance', { amount: notice.balance, currency }));
        }
      } catch (error) {
        if (isAuthError(error)) api.dispatch(sessionExpired());
        else api.extra.log('balance after the game could not be loaded', error);
      }
    },
  });
}

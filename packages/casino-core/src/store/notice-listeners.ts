import { noticeDismissed, noticeShown } from './notifications-slice.ts';
import type { AppStartListening } from './listening.ts';
import { selectOptions } from './selectors.ts';

/** Notices hide themselves after the spec's 7.2 s (`noticeAutoHideMs`). */
export function addNoticeListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: noticeShown,
    effect: async (_action, api) => {
      const id = api.getState().notifications.nextId - 1;
      await api.delay(selectOptions(api.getState()).noticeAutoHideMs);
      api.dispatch(noticeDismissed(id));
    },
  });
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NOTICE_AUTO_HIDE_MS } from '@lobby/domain';
import type { AppStartListening } from './store.ts';

/** The notices the lobby shows; each is worded at render time, in the language then in force. */
export type NoticeKind = 'favorite_add' | 'favorite_failed' | 'win' | 'lose' | 'lowbalance';

/** A notice on screen. */
export interface Notice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly vars: Readonly<Record<string, string | number>>;
}

interface NotificationsState {
  readonly items: readonly Notice[];
  readonly nextId: number;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [], nextId: 1 } as NotificationsState,
  reducers: {
    noticeShown: {
      reducer: (state, action: PayloadAction<Omit<Notice, 'id'>>) => ({
        items: [...state.items, { ...action.payload, id: state.nextId }].slice(-4),
        nextId: state.nextId + 1,
      }),
      prepare: (kind: NoticeKind, vars: Record<string, string | number> = {}) => ({ payload: { kind, vars } }),
    },
    noticeDismissed: (state, action: PayloadAction<number>) => ({
      ...state,
      items: state.items.filter((notice) => notice.id !== action.payload),
    }),
  },
});

export const { noticeShown, noticeDismissed } = notificationsSlice.actions;

/** Notices hide themselves after the spec's 7.2 s. */
export function addNotificationListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: noticeShown,
    effect: async (_action, api) => {
      const id = api.getState().notifications.nextId - 1;
      await api.delay(NOTICE_AUTO_HIDE_MS);
      api.dispatch(noticeDismissed(id));
    },
  });
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The notices the lobby shows; each is worded at render time, in the language then in force. */
export type NoticeKind = 'favorite_add' | 'favorite_failed' | 'win' | 'lose' | 'lowbalance';

/** A notice on screen. */
export interface Notice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly vars: Readonly<Record<string, string | number>>;
}

export interface NotificationsState {
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

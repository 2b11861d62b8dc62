import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { CasinoState } from './casino-slice.ts';
import type { FavoritesProgressState } from './favorites-slice.ts';
import type { NotificationsState } from './notifications-slice.ts';
import type { PlayState } from './play-session.ts';
import type { PreferencesState } from './preferences-slice.ts';
import type { RecentState } from './recent-games.ts';
import type { SessionState } from './session-slice.ts';

/** The data layer's cache as the core reads it: answers by cache key (`lobbyApi.queries`). */
export type LobbyApiState = CombinedState<EndpointDefinitions, string, 'lobbyApi'>;

/**
 * The whole application state: what the client owns, and the data layer's cache once it has
 * loaded (after the first paint), the only copy of what the controller answered.
 */
export interface RootState {
  readonly session: SessionState;
  readonly casino: CasinoState;
  readonly preferences: PreferencesState;
  readonly notifications: NotificationsState;
  readonly favoritesProgress: FavoritesProgressState;
  readonly recent: RecentState;
  readonly play: PlayState;
  readonly lobbyApi?: LobbyApiState;
}

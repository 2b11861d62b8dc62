import { isControllerError, type SerializedControllerError } from '@lobby/api';
import { defaultLobbyOptions } from '@lobby/domain';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { AppDeps, LobbyApi } from '../store/deps.ts';
import { sessionExpired } from '../store/session-slice.ts';

/** What an endpoint asks the base query to do: one call of the controller client, given the abort signal. */
export interface LobbyCall<T = unknown> {
  readonly call: (api: LobbyApi, signal: AbortSignal) => Promise<T>;
}

/** A failure that is not a ControllerError (a bug, or a call that threw something else), as plain data. */
export interface UnexpectedError {
  readonly name: 'Error';
  readonly kind: 'unexpected';
  readonly action: string;
  readonly message: string;
}

/** The error of every endpoint: plain data, so it can live in the store. */
export type LobbyQueryError = SerializedControllerError | UnexpectedError;

/** Plain-data form of anything a call rejected with. */
export function serializeError(error: unknown): LobbyQueryError {
  if (isControllerError(error)) return error.toJSON();
  return { name: 'Error', kind: 'unexpected', action: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/**
 * How long an answer nobody shows any more stays in the cache, in seconds (RTK Query's unit). With
 * `none` an unfinished call is aborted as soon as its last page unmounts.
 */
export const CACHE_LIFETIME = {
  /** Answers only the page that asked for them uses: launch URLs, lock details, the live dealer table. */
  none: 0,
  /** Balance and unread count: the tab refreshes them at most this often. */
  balance: defaultLobbyOptions.balanceRefreshMinIntervalMs / 1000,
  /** Lists that change seldom within a visit (suggested games). */
  standard: 60,
  /** The message center. */
  messages: defaultLobbyOptions.messageCacheMaxAgeMs / 1000,
} as const satisfies Record<string, number>;

/** Hook options for answers asked again on every mount (with `CACHE_LIFETIME.none`). */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * Runs one client call with RTK Query's signal. The client retries GETs itself (its own policy), so
 * nothing here retries again. A 401 ends the session once, for the whole app; any other failure
 * comes back as plain data.
 */
export const lobbyBaseQuery: BaseQueryFn<LobbyCall, unknown, LobbyQueryError> = async (args, { signal, extra, dispatch, getState }) => {
  const deps = extra as AppDeps;
  try {
    return { data: await args.call(deps.api, signal) };
  } catch (cause) {
    const error = serializeError(cause);
    const playing = (getState() as { session: { player: unknown } }).session.player !== null;
    if (error.kind === 'auth') {
      if (playing) dispatch(sessionExpired());
    } else if (error.kind !== 'aborted') deps.log(`controller call failed: ${error.action}`, error);
    return { error };
  }
};

/**
 * The one data layer: every controller read and write of the kit is an endpoint of this api.
 * Features add theirs with `lobbyApi.injectEndpoints` in their own files
 * (docs/decisions/053-adding-an-endpoint.md).
 */
export const lobbyApi = createApi({
  reducerPath: 'lobbyApi',
  baseQuery: lobbyBaseQuery,
  tagTypes: ['Player', 'Balance', 'Inbox', 'Favorites', 'Messages'],
  keepUnusedDataFor: CACHE_LIFETIME.standard,
  endpoints: () => ({}),
});

/** Tags of everything that belongs to the player: invalidated on login, dropped on logout. */
export const PLAYER_TAGS = ['Player', 'Balance', 'Inbox', 'Favorites', 'Messages'] as const;

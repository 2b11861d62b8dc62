import { isControllerError, type SerializedControllerError } from '@lobby/api';
import type { BaseQueryFn, EndpointBuilder } from '@reduxjs/toolkit/query';
import type { LobbyApi } from './calls.ts';
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
 * Whether an endpoint's error says the controller lacks the call (404 or 501): an optional part of
 * the protocol (the responsible-gaming calls) it does not offer. Its elements hide; nothing is shown.
 */
export function isUnsupportedAnswer(error: unknown): boolean {
  const e = error as Partial<LobbyQueryError> | null | undefined;
  return e?.name === 'ControllerError' && e.kind === 'http' && (e.status === 404 || e.status === 501);
}

/**
 * How long an answer nobody shows any more stays in the cache, in seconds (RTK Query's unit). With
 * `none` an unfinished call is aborted as soon as its last page unmounts. How fresh an answer must
 * be to be shown is the reader's rule (`refetchOnMountOrArgChange` with the resolved options), not
 * the cache's.
 */
export const CACHE_LIFETIME = {
  /** Answers only the page that asked for them uses: launch URLs, lock details, the live dealer table. */
  none: 0,
  /** Lists that change seldom within a visit (suggested games, the player's account). */
  standard: 60,
  /** Answers a visitor may come back to within the visit (the message center). */
  visit: 60 * 60,
  /** What the whole lobby stands on (the configuration, the catalog): kept until the page goes. */
  always: Number.POSITIVE_INFINITY,
} as const satisfies Record<string, number>;

/** Hook options for answers asked again on every mount (with `CACHE_LIFETIME.none`). */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/** What the base query needs of the app's dependencies (`AppDeps`): the controller client and the log. */
interface BaseQueryDeps {
  readonly api: LobbyApi;
  readonly log: (message: string, detail?: unknown) => void;
}

/**
 * Runs one client call with RTK Query's signal. The client retries GETs itself (its own policy), so
 * nothing here retries again. A 401 ends the session once, for the whole app; any other failure
 * comes back as plain data.
 */
export const lobbyBaseQuery: BaseQueryFn<LobbyCall, unknown, LobbyQueryError> = async (args, { signal, extra, dispatch, getState }) => {
  const deps = extra as BaseQueryDeps;
  try {
    return { data: await args.call(deps.api, signal) };
  } catch (cause) {
    const error = serializeError(cause);
    if (error.kind === 'auth') {
      if (playerOf(getState()) !== null) dispatch(sessionExpired());
    } else if (error.kind !== 'aborted' && !isUnsupportedAnswer(error)) deps.log(`controller call failed: ${error.action}`, error);
    return { error };
  }
};

/** The player the configuration in the cache names (the base query sees the state untyped). */
function playerOf(state: unknown): unknown {
  const config = (state as { lobbyApi?: { queries: Record<string, { data?: unknown } | undefined> } }).lobbyApi?.queries.getConfig;
  return (config?.data as { player?: unknown } | undefined)?.player ?? null;
}

/** Everything the data layer tags: the player's answers, invalidated on login and dropped on logout. */
export const PLAYER_TAGS = ['Player', 'Balance', 'Inbox', 'Favorites', 'Messages'] as const;

/** A tag of the data layer's own endpoints; features add theirs with `enhanceEndpoints`. */
export type LobbyTag = (typeof PLAYER_TAGS)[number];

/** What the endpoint files of the data layer build with. */
export type LobbyEndpointBuilder = EndpointBuilder<typeof lobbyBaseQuery, LobbyTag, 'lobbyApi'>;

/**
 * The cache key of an endpoint read without arguments: its name. The core's selectors read these
 * answers from the cache by that key (they cannot hold the api, which the app builds).
 */
export const byName = ({ endpointName }: { endpointName: string }): string => endpointName;

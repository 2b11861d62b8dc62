/** Every call of the client, once: its controller, action, method and the part of the client it is in. */
export { CALL_NAMES, CONTROLLER_CALLS, callsIn, type CallEntry, type CallName, type CallPart } from './calls.ts';
/** A call's name, an entry of the table, the parts of the client. */
/** The one rule for controller URLs, and whether a configured endpoint is one the client can reach. */
export { endpointsFor, isControllerEndpoint } from './endpoints.ts';
/** Builds the controller client: one typed, validated function per controller action. */
export { createControllerClient, CLIENT_DEFAULTS, clientTimeoutMs, type ControllerClientOptions } from './client.ts';
/** Default timeout, retry count and backoff of the client. */
/** Options of createControllerClient. */
/** The client: every lobby, play and extra-controller call. */
export type { ControllerClient, LobbyCalls, PlayCalls, ExtraCalls, ResponsibleGamingCalls } from './controller-client.ts';
/** The lobby calls of the client (config, catalog, favorites, balance, inbox). */
/** The play, promotions, tournaments and widget calls of the client. */
/** The loyalty, message center, campaign, cashier and webplay calls of the client. */
/** The responsible-gaming calls (the project's protocol extension; a controller may lack them). */
/** Parameters and answer of setLimit, parameters of selfExclude. */
export type {
  SelfExcludeParams,
  SetLimitParams,
  SetLimitResult,
  ConfigAnswer,
  SetFavoriteParams,
  GameLockParams,
  LaunchGameParams,
  PromosParams,
  TournamentsParams,
  RedeemDfsParams,
} from './client-types.ts';
/** Answer of getConfig: the casino and the player (null for a guest). */
/** Parameters of setFavorite. */
/** Parameters of getGameLockDetails. */
/** Parameters of launchGame. */
/** Parameters of getPromos. */
/** Parameters of getTournaments. */
/** Parameters of redeemDailyFreeSpins. */
/** Answer of setFavorite. */
export type { SetFavoriteResult } from './schema/lobby.ts';
/** Per-call options: an abort signal. */
export type { CallOptions } from './transport.ts';
/** The error every client call rejects with. */
export {
  ControllerError,
  CONTROLLER_ERROR_KINDS,
  isControllerError,
  isUnsupported,
  type ControllerErrorKind,
  type ControllerErrorInit,
  type SerializedControllerError,
} from './errors.ts';
/** Every ControllerError kind. */
/** Whether a value is a ControllerError (also across package copies). */
/** Whether a call failed because the controller does not offer it (an optional extension). */
/** Why a controller call failed. */
/** What a ControllerError is built from. */
/** The plain-data form of a ControllerError. */
/** Decodes a controller body (plain JSON object or encrypted envelope); null on any failure. */
export { decodeResponse, type DecodeDeps } from './envelope.ts';
/** Decodes and validates a `getgames` body fetched by `getGamesBody` (in a Web Worker, say). */
export { readCatalog, readPromos, type ReadCatalogOptions } from './read-catalog.ts';
/** Options of readCatalog. */
/** The values of an envelope's `z` (compression) field. */
export { ENVELOPE_COMPRESSIONS, type EnvelopeCompression, MAX_ITERATIONS } from './envelope-shape.ts';
/** How an envelope's plaintext was compressed. */
/** Ports of decodeResponse. */
/** The highest PBKDF2 iteration count an envelope may ask for. */
/** Calls whose module loads on the first use of any of them; a load run once, again after a failure. */
export { lazyCalls, lazyClient } from './lazy-calls.ts';
/** Default retry backoff. */
export { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
/** How retried GETs wait between attempts. */
/** The logger port. */
export { type Logger, type Sleep, defaultFetch } from './ports.ts';
/** The sleep port used between retries. */
/** The client's fetch when none is injected: the page's `fetch`, looked up on every call. */
/** A signal that aborts when any of several does (AbortSignal.any, with a fallback for browsers without it). */
export { anySignal } from './any-signal.ts';

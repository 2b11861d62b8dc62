/** Every call of the client, once: its controller, action, method and the part of the client it is in. */
export { CALL_NAMES, CONTROLLER_CALLS, callsIn } from './calls.ts';
/** A call's name, an entry of the table, the parts of the client. */
export type { CallEntry, CallName, CallPart } from './calls.ts';
/** The one rule for controller URLs, and whether a configured endpoint is one the client can reach. */
export { endpointsFor, isControllerEndpoint } from './endpoints.ts';
/** Builds the controller client: one typed, validated function per controller action. */
export { createControllerClient } from './client.ts';
/** Default timeout, retry count and backoff of the client. */
export { CLIENT_DEFAULTS, clientTimeoutMs } from './client.ts';
/** Options of createControllerClient. */
export type { ControllerClientOptions } from './client.ts';
/** The client: every lobby, play and extra-controller call. */
export type { ControllerClient } from './controller-client.ts';
/** The lobby calls of the client (config, catalog, favorites, balance, inbox). */
export type { LobbyCalls } from './controller-client.ts';
/** The play, promotions, tournaments and widget calls of the client. */
export type { PlayCalls } from './controller-client.ts';
/** The loyalty, message center, campaign, cashier and webplay calls of the client. */
export type { ExtraCalls } from './controller-client.ts';
/** The responsible-gaming calls (the project's protocol extension; a controller may lack them). */
export type { ResponsibleGamingCalls } from './controller-client.ts';
/** Parameters and answer of setLimit, parameters of selfExclude. */
export type { SelfExcludeParams, SetLimitParams, SetLimitResult } from './client-types.ts';
/** Answer of getConfig: the casino and the player (null for a guest). */
export type { ConfigAnswer } from './client-types.ts';
/** Parameters of setFavorite. */
export type { SetFavoriteParams } from './client-types.ts';
/** Parameters of getGameLockDetails. */
export type { GameLockParams } from './client-types.ts';
/** Parameters of launchGame. */
export type { LaunchGameParams } from './client-types.ts';
/** Parameters of getPromos. */
export type { PromosParams } from './client-types.ts';
/** Parameters of getTournaments. */
export type { TournamentsParams } from './client-types.ts';
/** Parameters of redeemDailyFreeSpins. */
export type { RedeemDfsParams } from './client-types.ts';
/** Answer of setFavorite. */
export type { SetFavoriteResult } from './schema/lobby.ts';
/** Per-call options: an abort signal. */
export type { CallOptions } from './transport.ts';
/** The error every client call rejects with. */
export { ControllerError } from './errors.ts';
/** Every ControllerError kind. */
export { CONTROLLER_ERROR_KINDS } from './errors.ts';
/** Whether a value is a ControllerError (also across package copies). */
export { isControllerError } from './errors.ts';
/** Whether a call failed because the controller does not offer it (an optional extension). */
export { isUnsupported } from './errors.ts';
/** Why a controller call failed. */
export type { ControllerErrorKind } from './errors.ts';
/** What a ControllerError is built from. */
export type { ControllerErrorInit } from './errors.ts';
/** The plain-data form of a ControllerError. */
export type { SerializedControllerError } from './errors.ts';
/** Decodes a controller body (plain JSON object or encrypted envelope); null on any failure. */
export { decodeResponse } from './envelope.ts';
/** Decodes and validates a `getgames` body fetched by `getGamesBody` (in a Web Worker, say). */
export { readCatalog, readPromos } from './read-catalog.ts';
/** Options of readCatalog. */
export type { ReadCatalogOptions } from './read-catalog.ts';
/** The values of an envelope's `z` (compression) field. */
export { ENVELOPE_COMPRESSIONS } from './envelope-shape.ts';
/** How an envelope's plaintext was compressed. */
export type { EnvelopeCompression } from './envelope-shape.ts';
/** Ports of decodeResponse. */
export type { DecodeDeps } from './envelope.ts';
/** The highest PBKDF2 iteration count an envelope may ask for. */
export { MAX_ITERATIONS } from './envelope-shape.ts';
/** Calls whose module loads on the first use of any of them; a load run once, again after a failure. */
export { lazyCalls, lazyClient } from './lazy-calls.ts';
/** Default retry backoff. */
export { DEFAULT_BACKOFF } from './backoff.ts';
/** How retried GETs wait between attempts. */
export type { BackoffPolicy } from './backoff.ts';
/** The logger port. */
export type { Logger } from './ports.ts';
/** The sleep port used between retries. */
export type { Sleep } from './ports.ts';
/** The client's fetch when none is injected: the page's `fetch`, looked up on every call. */
export { defaultFetch } from './ports.ts';
/** A signal that aborts when any of several does (AbortSignal.any, with a fallback for browsers without it). */
export { anySignal } from './any-signal.ts';

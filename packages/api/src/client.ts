import { lobbyActions } from './actions/lobby-actions.ts';
import { type CallName, CONTROLLER_CALLS, callsIn } from './calls.ts';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
import type { ControllerClient, ExtraCalls, PlayCalls, ResponsibleGamingCalls } from './controller-client.ts';
import { lazyCalls } from './lazy-calls.ts';
import { endpointsFor } from './endpoints.ts';
import { defaultFetch, defaultIsOnline, defaultLogger, defaultSleep, type Logger, type Sleep } from './ports.ts';
import { createTextTransport, createTransport, type TransportDeps } from './transport.ts';

/** How a controller client is built; every port defaults to the platform's own. */
export interface ControllerClientOptions {
  /** The controller origin (`https://casino.example`), `''` for same-origin, or the controllers folder `/app/shared/controllers/`. */
  readonly endpoint: string;
  /** The envelope passphrase. It ships in the bundle: obfuscation, not secrecy. */
  readonly passphrase: string;
  readonly fetch?: typeof fetch;
  readonly crypto?: Crypto;
  readonly logger?: Logger;
  /** A compressed answer's plaintext may inflate to at most this many bytes (the options' `envelopeMaxInflatedBytes`). */
  readonly maxInflatedBytes?: number;
  /** Per attempt, including reading the body. Default 15,000. */
  readonly timeoutMs?: number;
  /** Extra attempts for GETs after a network error, a 5xx or a 429; 0 to 5, default 2. POSTs never retry. */
  readonly retries?: number;
  readonly backoff?: Partial<BackoffPolicy>;
  /** Waits between retries; tests inject one that does not wait. */
  readonly sleep?: Sleep;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
  /** Clock for Retry-After dates. */
  readonly now?: () => number;
  /** Tells `offline` from `network` failures; default `navigator.onLine`. */
  readonly isOnline?: () => boolean;
  /**
   * Calls (`getConfig`, `getGames`) the page preloads with `<link rel="preload" as="fetch"
   * crossorigin="use-credentials">`. The first GET of each is sent as is, so the browser answers it
   * with the preloaded response; every later one (a retry, a second start-up) is sent with
   * `cache: 'no-store'` and reaches the controller, never a preload still in flight. Default none.
   */
  readonly preloaded?: readonly CallName[];
}

/** Defaults of the numeric options. */
export const CLIENT_DEFAULTS = { timeoutMs: 15_000, retries: 2, backoff: DEFAULT_BACKOFF } as const satisfies {
  timeoutMs: number;
  retries: number;
  backoff: BackoffPolicy;
};

const MAX_RETRIES = 5;

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));
}

/** The per-attempt timeout a client uses for a configured `timeoutMs` (default, whole ms, within setTimeout's range). */
export function clientTimeoutMs(configured: number | undefined): number {
  return clampInteger(configured, CLIENT_DEFAULTS.timeoutMs, 1, 2_147_483_647);
}

/** Only the first request of each preloaded action may take its preload: later ones bypass it. */
function preloadOnce(actions: readonly string[]): (action: string) => boolean {
  const preloaded = new Set(actions);
  const unused = new Set(actions);
  return (action) => preloaded.has(action) && !unused.delete(action);
}

/** Builds a client with one typed function per controller action. */
export function createControllerClient(options: ControllerClientOptions): ControllerClient {
  const deps: TransportDeps = {
    fetch: options.fetch ?? defaultFetch,
    crypto: options.crypto ?? globalThis.crypto,
    logger: options.logger ?? defaultLogger,
    passphrase: options.passphrase,
    maxInflatedBytes: options.maxInflatedBytes,
    timeoutMs: clientTimeoutMs(options.timeoutMs),
    retries: clampInteger(options.retries, CLIENT_DEFAULTS.retries, 0, MAX_RETRIES),
    backoff: {
      baseMs: options.backoff?.baseMs ?? CLIENT_DEFAULTS.backoff.baseMs,
      maxMs: options.backoff?.maxMs ?? CLIENT_DEFAULTS.backoff.maxMs,
      maxRetryAfterMs: options.backoff?.maxRetryAfterMs ?? CLIENT_DEFAULTS.backoff.maxRetryAfterMs,
    },
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
    isOnline: options.isOnline ?? defaultIsOnline,
    bypassPreload: preloadOnce((options.preloaded ?? []).map((name) => CONTROLLER_CALLS[name].action ?? name)),
  };
  const call = createTransport(deps);
  const endpoints = endpointsFor(options.endpoint);
  return {
    ...lobbyActions(call, endpoints, createTextTransport(deps)),
    // The lobby's own calls load with the client; play, promotions and the other controllers' calls on first use.
    ...lazyCalls<PlayCalls>(callsIn('play'), async () => (await import('./actions/play-actions.ts')).playActions(call, endpoints)),
    ...lazyCalls<ExtraCalls>(callsIn('extra'), async () => (await import('./actions/extra-actions.ts')).extraActions(call, endpoints)),
    ...lazyCalls<ResponsibleGamingCalls>(callsIn('protection'), async () =>
      (await import('./actions/protection-actions.ts')).protectionActions(call, endpoints),
    ),
  };
}

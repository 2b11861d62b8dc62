/** The message a game frame posts to open the cashier. */
export const OPEN_CASHIER_MESSAGE = { type: 'lobby:open-cashier' } as const;
/** The bare string older game integrations post for the same thing. */
export const LEGACY_OPEN_CASHIER_MESSAGE = 'openCashier';

/** A request from the game frame the lobby acts on. */
export type GameFrameMessage = { readonly kind: 'open-cashier' };

/** Where a message came from, as the message event tells it. */
export interface MessageSource {
  /** `event.origin`. */
  readonly origin: string;
  /** The origin of the game frame's URL (see frameOrigin); null trusts nobody. */
  readonly expectedOrigin: string | null;
  /** Whether `event.source` is the game frame's window. */
  readonly sourceIsGameFrame: boolean;
}

/**
 * The game frame request in a message event's `data`, or null. Only messages from the game frame's
 * window and its exact origin count (never a wildcard or the opaque `null` origin). Accepted payloads:
 * `{type: 'lobby:open-cashier'}` and the legacy string `'openCashier'`; everything else is ignored.
 */
export function parseGameFrameMessage(data: unknown, source: MessageSource): GameFrameMessage | null {
  const { origin, expectedOrigin, sourceIsGameFrame } = source;
  if (!sourceIsGameFrame || !expectedOrigin || expectedOrigin === '*' || expectedOrigin === 'null') return null;
  if (origin !== expectedOrigin) return null;
  if (data === LEGACY_OPEN_CASHIER_MESSAGE) return { kind: 'open-cashier' };
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const type = (data as { readonly type?: unknown }).type;
    if (type === OPEN_CASHIER_MESSAGE.type) return { kind: 'open-cashier' };
  }
  return null;
}

const ORIGIN = /^(https?):\/\/([^/?#]+)/i;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/**
 * The origin (`scheme://host[:port]`) of an absolute http(s) URL as browsers write it: lower case,
 * default port dropped. Null for anything else, or for a URL with credentials or a backslash.
 */
export function frameOrigin(url: string): string | null {
  const match = ORIGIN.exec(url.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = (match[2] ?? '').toLowerCase();
  if (authority.includes('@') || authority.includes('\\')) return null;
  const portAt = authority.lastIndexOf(':');
  const hasPort = portAt > authority.lastIndexOf(']');
  const host = hasPort ? authority.slice(0, portAt) : authority;
  const port = hasPort ? authority.slice(portAt + 1) : '';
  if (host === '' || !/^\d*$/.test(port)) return null;
  return port === '' || port === DEFAULT_PORTS[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

import { createHash } from 'node:crypto';

/** `returnurl` as a URL when it is an absolute http(s) URL, else null. */
export function httpUrl(text: string | null): URL | null {
  if (text === null || text.trim() === '') return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The origin the game frame posts its cashier message to: the lobby's, read from `returnurl`. Null
 * (the button is disabled) without a usable URL: a game never posts to '*', where any page framing
 * it could listen.
 */
export function cashierTargetOrigin(returnurl: string | null): string | null {
  return httpUrl(returnurl)?.origin ?? null;
}

// CSP host sources cannot name IPv6 literals, so [::1] is not listed.
const LOCAL_ANCESTORS = ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'];

/** The frame-ancestors sources: this origin, local dev servers, and the configured extra origins. */
export function frameAncestors(allowedOrigins: Iterable<string>): string {
  const extra = [...allowedOrigins].filter((origin) => {
    // Only clean origins: anything else could smuggle a directive into the header.
    try {
      return new URL(origin).origin === origin && /^https?:$/.test(new URL(origin).protocol);
    } catch {
      return false;
    }
  });
  return [...LOCAL_ANCESTORS, ...extra].join(' ');
}

/** The CSP source of an inline script or style block. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Inline code a framed page runs: each block is allowed by its hash, nothing else. */
export interface FrameInline {
  readonly script?: string;
  readonly style: string;
}

/** Headers of a page meant to be framed by the lobby: embeddable, but only by known origins. */
export function frameHeaders(allowedOrigins: Iterable<string>, inline: FrameInline): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src ${inline.script === undefined ? "'none'" : inlineHash(inline.script)}`,
    `style-src ${inlineHash(inline.style)}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors(allowedOrigins)}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    // The token rides in the URL: no Referer may carry it elsewhere.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

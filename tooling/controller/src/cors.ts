import type { IncomingMessage, ServerResponse } from 'node:http';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a browser origin may call with credentials: any local dev server, or one listed. */
export function isAllowedOrigin(origin: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** Adds CORS headers for an allowed origin; answers a preflight. Returns true when it answered. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  const ok = typeof origin === 'string' && isAllowedOrigin(origin, allowed);
  if (ok) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (ok) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  // A refused preflight gets no CORS headers: the browser then blocks the real call.
  res.writeHead(204, { 'Content-Length': 0 });
  res.end();
  return true;
}

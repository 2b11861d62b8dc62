import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Largest request body accepted; forms and control calls are far smaller. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Thrown when a request body exceeds {@link BODY_LIMIT_BYTES}; the server answers 413. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** Reads the whole body as UTF-8, refusing anything over `limit` bytes. */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new BodyTooLargeError(`body of ${declared} bytes`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLargeError(`body over ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Form fields of a urlencoded body; a JSON object body is accepted too, for scripted callers. */
export function parseForm(body: string, contentType: string | undefined): URLSearchParams {
  if (contentType?.includes('application/json')) {
    try {
      const value: unknown = JSON.parse(body);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]));
      }
    } catch {
      // Falls through to an empty form: a malformed body simply lacks its fields.
    }
    return new URLSearchParams();
  }
  return new URLSearchParams(body);
}

/** Writes a complete response. */
export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  // Text bodies go gzipped to clients that take it, as a casino's web server sends them: the
  // catalog envelope is 1.3 MB of base64, 0.9 MB gzipped.
  const accepts = /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));
  const size = Buffer.byteLength(body);
  if (accepts && size >= COMPRESS_FROM_BYTES && /^(text\/|application\/(json|javascript)|image\/svg)/.test(contentType)) {
    const packed = gzipSync(body, { level: 6 });
    res.writeHead(status, {
      'Content-Type': contentType,
      'Content-Length': packed.length,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      ...headers,
    });
    res.end(packed);
    return;
  }
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': size, ...headers });
  res.end(body);
}

/** Bodies below this size go as they are: gzip would not pay for itself. */
const COMPRESS_FROM_BYTES = 1024;

/** Writes a JSON response that no cache keeps. */
export function sendJson(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}): void {
  send(res, status, json, 'application/json; charset=utf-8', { 'Cache-Control': 'no-store', ...headers });
}

/** A 303 to a same-origin path, the redirect after a form post. */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}): void {
  if (res.headersSent) return;
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0, ...headers });
  res.end();
}

/** Cookies of a request by name (the first of duplicates wins). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // An undecodable value is not a session id; ignore it.
    }
  }
  return cookies;
}

/** A Set-Cookie value for the session cookie; `maxAgeSeconds` 0 deletes it. */
export function sessionCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

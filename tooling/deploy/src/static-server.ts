import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import {
  CONTROLLER_PATHS,
  cacheControl,
  contentSecurityPolicy,
  ERROR_CACHE,
  inlineScriptHashes,
  isAppRoute,
  policyFor,
  securityHeaders,
  TEST_CONTROL_PATH,
} from './rules.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export interface StaticServerOptions {
  /** The built app (its dist folder). */
  readonly dist: string;
  /** Where the app is served, e.g. `/casino/fusion/`; the build's base path must agree. */
  readonly basePath: string;
  /** The casino's controller, which answers /app/ and /site/. */
  readonly controllerUrl: string;
  /** Also pass the reference controller's test controls (/__control/) on. */
  readonly testControls?: boolean;
  /** Origins besides https ones the CSP allows for images, games and calls (a local controller). */
  readonly extraOrigins?: readonly string[];
  /** The casino's game and live-dealer origins (its casino.ts `frameOrigins`), as nginx's config lists them. */
  readonly frameOrigins?: readonly string[];
  readonly port?: number;
  readonly host?: string;
}

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves a built casino app the way the production nginx config does (tooling/deploy/src/nginx.ts):
 * the same caching, headers, SPA fallback and controller paths, from the same rules.
 */
/** How long an idle client connection stays open. */
const KEEP_ALIVE_MS = 75_000;

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const index = readFileSync(join(options.dist, 'index.html'), 'utf8');
  const appPolicy = contentSecurityPolicy(inlineScriptHashes(index), options.extraOrigins, options.frameOrigins);
  const proxied = [...CONTROLLER_PATHS, ...(options.testControls ? [TEST_CONTROL_PATH] : [])];
  const server = createServer((req, res) => {
    const path = decodedPath(req.url);
    if (path !== null && proxied.some((prefix) => path.startsWith(prefix))) return proxy(req, res, options.controllerUrl);
    // Every answer of the app's carries the headers; a file served may swap in its own policy.
    for (const [name, value] of Object.entries(securityHeaders(appPolicy))) res.setHeader(name, value);
    if (path === null) return badRequest(res);
    serveFile(path, options, res, appPolicy);
  });
  // nginx's keepalive_timeout (75 s): a client that reuses an idle connection just as Node's default
  // 5 s closes it sees the request reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A browser keeps its connections open; they must not hold the server up.
      server.closeAllConnections();
    });
  return { url: serverUrl(server, options.basePath), close };
}

function serverUrl(server: Server, basePath: string): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}${basePath}`;
}

/** The request's path, percent-decoded; null where its encoding is broken (nginx answers those with a 400 too). */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}

function serveFile(path: string, options: StaticServerOptions, res: ServerResponse, appPolicy: string) {
  const base = options.basePath;
  if (path === base.slice(0, -1)) return redirect(res, base);
  if (!path.startsWith(base)) return notFound(res);
  let file = normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
  if (file === '.' || file === '') file = 'index.html';
  // Source maps stay on the build machine.
  if (file.endsWith('.map')) return notFound(res);
  const full = join(options.dist, file);
  if (existsSync(full) && statSync(full).isFile()) return send(res, full, file, appPolicy);
  if (isAppRoute(file)) return send(res, join(options.dist, 'index.html'), 'index.html', appPolicy);
  notFound(res);
}

function send(res: ServerResponse, full: string, file: string, appPolicy: string): void {
  res.setHeader('Content-Security-Policy', policyFor(file, appPolicy));
  res.writeHead(200, {
    'Content-Type': TYPES[extname(full)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
  });
  res.end(readFileSync(full));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': ERROR_CACHE });
  res.end();
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ERROR_CACHE });
  res.end('Not found');
}

function badRequest(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ERROR_CACHE });
  res.end('Bad request');
}

/** Passes a controller path on unchanged, keeping the browser's Host as nginx's `proxy_set_header Host $http_host` does. */
function proxy(req: IncomingMessage, res: ServerResponse, controllerUrl: string): void {
  const target = new URL(req.url ?? '/', controllerUrl);
  // A connection per request, as nginx's proxy_pass does by default: a pooled one the controller
  // has just closed would fail the request.
  const upstream = request(target, { method: req.method, headers: { ...req.headers }, agent: false }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

import {
  CACHE,
  CONTROLLER_PATHS,
  ERROR_CACHE,
  NEVER_CACHED,
  PROMO_FRAME_FILE,
  promoFrameContentSecurityPolicy,
  securityHeaders,
} from './rules.ts';

export interface NginxOptions {
  /** Where the app is served, e.g. `/` or `/casino/fusion/`. */
  readonly basePath: string;
  /** The Content-Security-Policy (see rules.ts; its script hashes come from the built index.html). */
  readonly csp: string;
  /** The casino's controller; the default leaves `${LOBBY_CONTROLLER_URL}` for the nginx image's envsubst. */
  readonly controllerUrl?: string;
  /** Folder holding the built app at `<root><basePath>`. */
  readonly root?: string;
  readonly port?: number;
  /** A comment naming what the file was rendered from. */
  readonly source?: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An nginx server block that serves a built casino app under its base path with the rules of
 * rules.ts: hashed files immutable for a year, the page and service worker never cached, the SPA
 * fallback for routes (not for missing files), no source maps, 404s and redirects never cached,
 * the security headers on every answer of the app's (errors included), and /app/ and /site/
 * passed to the casino's controller.
 */
export function renderNginx(options: NginxOptions): string {
  const base = options.basePath;
  const at = `^${escapeRegex(base)}`;
  // nginx drops the server's add_header lines in a location that adds its own: every location repeats them.
  const headers = (cache: string, csp = options.csp) =>
    [...Object.entries(securityHeaders(csp)), ['Cache-Control', cache] as const]
      .map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
      .join('\n');
  // Left for the nginx image's envsubst, which fills it from the container's environment.
  const controller = options.controllerUrl ?? `$\{LOBBY_CONTROLLER_URL}`;
  const proxies = CONTROLLER_PATHS.map(
    (path) => `  location ^~ ${path} {
    proxy_pass ${controller};
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_ssl_server_name on;
  }`,
  ).join('\n\n');
  const never = NEVER_CACHED.map(escapeRegex).join('|');
  return `# ${options.source ?? 'A casino app'}: rendered by tooling/deploy (pnpm --filter @lobby/deploy nginx); do not edit by hand.
server {
  listen ${options.port ?? 8080};
  server_name _;
  server_tokens off;
  # A relative Location: behind the TLS front proxy, an absolute one would name this block's own scheme and port.
  absolute_redirect off;
  root ${options.root ?? '/usr/share/nginx/html'};
  charset utf-8;
  gzip on;
  gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml;

${proxies}

  # Source maps stay on the build machine.
  location ~ \\.map$ {
${headers(ERROR_CACHE)}
    return 404;
  }

  # A request nginx cannot read (a broken percent-encoding): a 400 with the same headers. (A
  # named location cannot take over at that stage; an internal one can.)
  error_page 400 /__lobby-bad-request;
  location = /__lobby-bad-request {
    internal;
${headers(ERROR_CACHE)}
    return 400;
  }

  # A missing file: a 404 that is never kept (a hashed file may be missing for a moment during a
  # rolling deploy), with the headers every answer carries.
  location @missing {
${headers(ERROR_CACHE)}
    return 404;
  }
${
  base === '/'
    ? ''
    : `
  location = ${base.slice(0, -1)} {
${headers(ERROR_CACHE)}
    return 301 ${base};
  }

  # Nothing outside the base path.
  location / {
${headers(ERROR_CACHE)}
    return 404;
  }
`
}
  # The custom promo frame: its own policy (inline promo scripts, no calls), never cached.
  location = ${base}${PROMO_FRAME_FILE} {
${headers(CACHE.never, promoFrameContentSecurityPolicy())}
    try_files $uri @missing;
  }

  # Content-hashed files never change under one name.
  location ~ "${at}(assets/|workbox-[0-9a-f]{8}\\.js$)" {
${headers(CACHE.immutable)}
    try_files $uri @missing;
  }

  # The page and the service worker: always fetched again.
  location ~ "${at}(${never})$" {
${headers(CACHE.never)}
    try_files $uri @missing;
  }

  # Other files (icons): briefly cached; a missing file is a 404, not the app.
  location ~ "${at}.+\\.[A-Za-z0-9]+$" {
${headers(CACHE.short)}
    try_files $uri @missing;
  }

  # Every other path under the base is a route of the app (SPA fallback).
  location ${base} {
${headers(CACHE.never)}
    try_files $uri ${base}index.html;
  }
}
`;
}

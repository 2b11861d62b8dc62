import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderNginx } from './nginx.ts';
import {
  CACHE,
  contentSecurityPolicy,
  ERROR_CACHE,
  inlineScriptHashes,
  PROMO_FRAME_FILE,
  promoFrameContentSecurityPolicy,
  securityHeaders,
} from './rules.ts';
import { startStaticServer } from './static-server.ts';

// The same requests against the local Node server and against nginx with the rendered config:
// both must answer them alike, so the e2e run through the Node server speaks for production.

const BASE = '/casino/fusion/';
const THEME = 'document.documentElement.dataset.theme = "dark";';
const INDEX = `<!doctype html><html><head><script>${THEME}</script><script type="module" src="${BASE}assets/index-abc123.js"></script></head><body></body></html>`;
const FRAME_ORIGINS = ['https://games.example'];
const CSP = contentSecurityPolicy(inlineScriptHashes(INDEX), [], FRAME_ORIGINS);
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find((path) => existsSync(path));

const work = mkdtempSync(join(tmpdir(), 'lobby-serving-'));
const site = join(work, 'site');
const dist = join(site, BASE);
let controller: Server;
let controllerUrl = '';

function write(file: string, text: string) {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), text);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  write('index.html', INDEX);
  write('assets/index-abc123.js', 'console.log(1);');
  write('assets/index-abc123.js.map', '{}');
  write('workbox-0123abcd.js', '');
  write('sw.js', '');
  write('manifest.webmanifest', '{}');
  write(PROMO_FRAME_FILE, '<!doctype html><script>promo()</script>');
  write('icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // nginx's workers may run as another user: let them read the tree.
  for (const dir of [work, site, join(site, 'casino'), dist, join(dist, 'assets')]) chmodSync(dir, 0o755);
  controller = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(`controller ${req.method} ${req.url} host=${req.headers.host}`);
  });
  await new Promise<void>((resolve) => controller.listen(0, '127.0.0.1', resolve));
  const address = controller.address();
  controllerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => controller.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

type Serve = () => Promise<{ origin: string; close: () => Promise<void> }>;

const servers: Record<string, Serve> = {
  'the local Node server': async () => {
    const server = await startStaticServer({ dist, basePath: BASE, controllerUrl, frameOrigins: FRAME_ORIGINS });
    return { origin: new URL(server.url).origin, close: server.close };
  },
  nginx: async () => {
    if (!NGINX) throw new Error("nginx is not installed (./lobby check installs Debian's nginx-light)");
    const port = await freePort();
    const server = renderNginx({ basePath: BASE, csp: CSP, controllerUrl, port, root: site });
    const conf = join(work, `nginx-${port}.conf`);
    writeFileSync(
      conf,
      `pid ${work}/nginx-${port}.pid;\nerror_log ${work}/error-${port}.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;\n${server.replace(/listen \d+;/, `listen 127.0.0.1:${port};`)}}\n`,
    );
    const child = spawn(NGINX, ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    const origin = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
      try {
        await fetch(origin);
        break;
      } catch {
        if (attempt > 100) throw new Error(`nginx did not answer: ${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return {
      origin,
      close: () =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        }),
    };
  },
};

const running = new Map<string, { origin: string; close: () => Promise<void> }>();

beforeAll(async () => {
  for (const [name, serve] of Object.entries(servers)) running.set(name, await serve());
});
afterAll(async () => {
  for (const server of running.values()) await server.close();
});

/** Paths that are no file of the app: each a 404 (nginx writes its own page for it). */
const MISSING = [
  // Hashed files not there (asked for during a rolling deploy), maps, others.
  `${BASE}assets/index-missing0.js`,
  `${BASE}assets/index-missing0.css`,
  `${BASE}workbox-deadbeef.js`,
  `${BASE}assets/index-abc123.js.map`,
  `${BASE}assets/index-missing0.js.map`,
  `${BASE}sw.js.map`,
  `${BASE}missing.png`,
  // Outside the base path.
  '/elsewhere/',
  '/',
  '/index.html',
] as const;

/** What a request must get alike from both servers (the body aside). */
const ANSWERED = [
  // The page and deep links (the SPA fallback).
  `${BASE}`,
  `${BASE}index.html`,
  `${BASE}category/slots`,
  `${BASE}play/wild-west-gold-rush`,
  `${BASE}promotions/summer-cup/terms`,
  // Files there.
  `${BASE}assets/index-abc123.js`,
  `${BASE}workbox-0123abcd.js`,
  `${BASE}sw.js`,
  `${BASE}manifest.webmanifest`,
  `${BASE}icon.svg`,
  `${BASE}${PROMO_FRAME_FILE}`,
  ...MISSING,
  // The base path without its slash (a redirect); a broken percent-encoding.
  BASE.slice(0, -1),
  `${BASE}%E0%A4%A`,
] as const;

async function answerOf(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  const headers = Object.fromEntries(
    [...Object.keys(securityHeaders('')), 'Cache-Control', 'Location'].map((name) => [name, response.headers.get(name)]),
  );
  return { status: response.status, headers };
}

describe('nginx and the local Node server', () => {
  test.each(ANSWERED)('answer %s alike: status, caching and security headers', async (path) => {
    const [node, nginx] = await Promise.all(
      ['the local Node server', 'nginx'].map((name) => answerOf(running.get(name)?.origin ?? '', path)),
    );
    expect(nginx).toEqual(node);
  });
});

describe.each([...Object.keys(servers)])('%s', (name) => {
  let origin = '';
  beforeAll(() => {
    origin = running.get(name)?.origin ?? '';
  });

  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

  test.each([
    [`${BASE}`, 200, CACHE.never, /<script>document/],
    [`${BASE}index.html`, 200, CACHE.never, /<script>document/],
    [`${BASE}category/slots`, 200, CACHE.never, /<script>document/],
    [`${BASE}play/wild-west-gold-rush`, 200, CACHE.never, /<script>document/],
    [`${BASE}assets/index-abc123.js`, 200, CACHE.immutable, /console/],
    [`${BASE}workbox-0123abcd.js`, 200, CACHE.immutable, /^$/],
    [`${BASE}sw.js`, 200, CACHE.never, /^$/],
    [`${BASE}manifest.webmanifest`, 200, CACHE.never, /\{\}/],
    [`${BASE}icon.svg`, 200, CACHE.short, /<svg/],
  ])('%s answers %i with Cache-Control %s', async (path, status, cache, body) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(await response.text()).toMatch(body);
  });

  test.each(MISSING)('%s is a 404, not the app, and never cached', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(ERROR_CACHE);
    expect(await response.text()).not.toMatch(/<script>/);
  });

  test.each(ANSWERED)('%s carries every security header', async (path) => {
    const { headers } = await answerOf(origin, path);
    const policy = path.endsWith(PROMO_FRAME_FILE) ? promoFrameContentSecurityPolicy() : CSP;
    for (const [header, value] of Object.entries(securityHeaders(policy))) expect(headers[header], header).toBe(value);
  });

  test('the base path without its slash redirects to it', async () => {
    const response = await get(BASE.slice(0, -1));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(new RegExp(`${BASE}$`));
    expect(response.headers.get('cache-control')).toBe(ERROR_CACHE);
  });

  test('the page carries the security headers, with the inline theme script allowed by its hash', async () => {
    const { headers } = await get(BASE);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('strict-transport-security')).toContain('max-age=31536000');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(inlineScriptHashes(`<script>${THEME}</script>`)[0]);
  });

  test('the promo frame has its own policy, never cached; the page keeps the strict one', async () => {
    const frame = await get(`${BASE}${PROMO_FRAME_FILE}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toBe(promoFrameContentSecurityPolicy());
    expect(frame.headers.get('cache-control')).toBe(CACHE.never);
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await frame.text()).toContain('promo()');
    const page = await get(`${BASE}promotions`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  });

  test.each(['/app/shared/controllers/getconfig.php?x=1', '/site/login?return=%2F'])(
    "%s goes to the controller with the browser's host",
    async (path) => {
      const response = await get(path);
      expect(await response.text()).toBe(`controller GET ${path} host=${new URL(origin).host}`);
    },
  );
});

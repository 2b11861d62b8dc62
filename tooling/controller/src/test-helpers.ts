import { afterAll } from 'vitest';
import { type RunningController, type StartOptions, startController } from './controller.ts';
import { decodeEnvelope } from './envelope.ts';
import { LOBBY_CONTROLLER_PATH, SITE_PATHS } from './paths.ts';

/** A raw HTTP answer. */
export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** Starts an in-memory controller for one test file and closes it after the file's tests. */
export async function startForTests(options: StartOptions = {}): Promise<RunningController> {
  const controller = await startController(options);
  afterAll(() => controller.close());
  return controller;
}

/** The casino of a running controller by profile key. */
export function casinoOf(controller: RunningController, profile: string) {
  const casino = controller.casinos.find((c) => c.profile === profile);
  if (!casino) throw new Error(`not serving ${profile}`);
  return casino;
}

/** Any request, redirects not followed. */
export async function request(url: string, init: RequestInit = {}): Promise<Reply> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A main-endpoint call: GET `?action`, or a form POST when `form` is given. */
export function callAction(
  origin: string,
  action: string | null,
  opts: { cookie?: string; form?: Record<string, string>; method?: string } = {},
): Promise<Reply> {
  const url = `${origin}${LOBBY_CONTROLLER_PATH}${action === null ? '' : `?${action}`}`;
  const headers: Record<string, string> = opts.cookie ? { Cookie: opts.cookie } : {};
  if (!opts.form) return request(url, { method: opts.method ?? 'GET', headers });
  headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return request(url, { method: opts.method ?? 'POST', headers, body: new URLSearchParams(opts.form).toString() });
}

/** Decrypts an envelope answer and parses it; fails the test when it is not one. */
export function openEnvelope<T = Record<string, unknown>>(reply: Reply, passphrase: string): T {
  const plain = decodeEnvelope(reply.text, passphrase);
  if (plain === null) throw new Error(`not an envelope (status ${reply.status}): ${reply.text.slice(0, 120)}`);
  return JSON.parse(plain) as T;
}

/** Logs a demo player in through the login form and returns the `name=value` session cookie. */
export async function logIn(origin: string, username: string, password = 'demo'): Promise<string> {
  const reply = await request(`${origin}${SITE_PATHS.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, return: '/' }).toString(),
  });
  const cookie = reply.headers.get('set-cookie');
  if (reply.status !== 303 || !cookie) throw new Error(`login of ${username} failed with ${reply.status}`);
  return cookie.split(';')[0] ?? '';
}

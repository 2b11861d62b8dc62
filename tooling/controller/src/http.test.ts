import { createServer, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './cors.ts';
import { parseCookies, parseForm, send, sessionCookie } from './http.ts';

describe('cookies', () => {
  it('parses names and values, first duplicate wins, bad encodings skipped', () => {
    const cookies = parseCookies('a=1; lobby_session_1=abc%3D; a=2; bad=%E0%A4%A; =x; flag');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('lobby_session_1')).toBe('abc=');
    expect(cookies.has('bad')).toBe(false);
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('writes the session cookie HttpOnly, SameSite=Lax, Path=/', () => {
    expect(sessionCookie('lobby_session_2', 'id', 60)).toBe('lobby_session_2=id; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
  });
});

describe('forms', () => {
  it('reads urlencoded and JSON bodies, and nothing from broken JSON', () => {
    expect(parseForm('game=a%20b&provider=c', 'application/x-www-form-urlencoded').get('game')).toBe('a b');
    expect(parseForm('{"shortname":"x","n":1}', 'application/json').get('n')).toBe('1');
    expect([...parseForm('{', 'application/json')]).toEqual([]);
  });
});

describe('isAllowedOrigin', () => {
  const extra = new Set(['https://lobby.example']);
  it.each([
    ['http://localhost:5173', true],
    ['http://127.0.0.1:4173', true],
    ['http://[::1]:3000', true],
    ['https://lobby.example', true],
    ['https://localhost:5173', false],
    ['http://localhost.evil.example', false],
    ['http://127.0.0.1.evil.example:80', false],
    ['https://evil.example', false],
    ['null', false],
    ['http://localhost:5173/path', false],
  ])('%s -> %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, extra)).toBe(allowed);
  });
});

describe('compression', () => {
  it('gzips a large text body for a client that takes gzip, and only then', async () => {
    const big = 'x'.repeat(50_000);
    const server = createServer((_req, res) => send(res, 200, big, 'text/plain; charset=utf-8'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const get = (encoding: string | undefined) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/', headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const packed = await get('gzip, deflate, br');
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(packed.headers.vary).toBe('Accept-Encoding');
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(packed.body.length).toBeLessThan(big.length / 10);
      expect(gunzipSync(packed.body).toString()).toBe(big);
      const plain = await get(undefined);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(big);
    } finally {
      server.close();
    }
  });
});

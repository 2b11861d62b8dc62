import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './cors.ts';
import { parseCookies, parseForm, sessionCookie } from './http.ts';

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

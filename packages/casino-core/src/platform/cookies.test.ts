import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from './cookies.ts';

describe('readCookie', () => {
  it.each([
    ['theme=dark', 'theme', 'dark'],
    ['a=1; theme=light; b=2', 'theme', 'light'],
    ['  theme = dark ', 'theme', 'dark'],
    ['mytheme=x; theme=dark', 'theme', 'dark'],
    ['preferred_language=fr%2DCA', 'preferred_language', 'fr-CA'],
    ['token=a=b=c', 'token', 'a=b=c'],
    ['', 'theme', null],
    ['themes=dark', 'theme', null],
    ['theme=%E0%A4%A', 'theme', null],
  ])('reads %j for %s as %j', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected);
  });
});

describe('cookieString', () => {
  it('encodes the value and lives the given days on the whole site', () => {
    expect(cookieString('theme', 'dark', 365)).toBe('theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('encodes separators and takes another path', () => {
    expect(cookieString('note', 'a; b=c', 0.5, '/casino/')).toBe('note=a%3B%20b%3Dc; Max-Age=43200; Path=/casino/; SameSite=Lax');
  });
});

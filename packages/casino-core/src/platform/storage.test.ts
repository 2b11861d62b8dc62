import { describe, expect, it } from 'vitest';
import { cookieString, readCookie, readJarCookie, writeJarCookie } from './cookies.ts';
import { safeStorage } from './storage.ts';

describe('safeStorage', () => {
  it('keeps values in memory when the storage area throws', () => {
    const store = safeStorage(() => {
      throw new Error('SecurityError');
    });
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('keeps values when setItem exceeds the quota', () => {
    const area = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = safeStorage(() => area);
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});

describe('cookies', () => {
  it('reads a cookie among others and decodes it', () => {
    expect(readCookie('a=1; theme=dark; lang=fr%2Dca', 'lang')).toBe('fr-ca');
    expect(readCookie('a=1; theme=dark', 'theme')).toBe('dark');
    expect(readCookie('a=1', 'theme')).toBeNull();
    expect(readCookie('x=%E0%A4%A', 'x')).toBeNull();
  });

  it('reads nothing and writes nothing, without throwing, where cookies are blocked', () => {
    const blocked = {
      get cookie(): string {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    };
    expect(readJarCookie(blocked, 'theme')).toBeNull();
    expect(() => writeJarCookie(blocked, cookieString('theme', 'dark', 1))).not.toThrow();
    const jar = { cookie: 'theme=dark' };
    expect(readJarCookie(jar, 'theme')).toBe('dark');
    writeJarCookie(jar, 'theme=light');
    expect(jar.cookie).toBe('theme=light');
  });

  it('writes a site-wide cookie with a max age in seconds', () => {
    expect(cookieString('theme', 'dark', 365)).toBe('theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

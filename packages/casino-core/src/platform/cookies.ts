/** Reads cookie `name` from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A `Set-Cookie`-style string for `document.cookie` that lives `days` days on the whole site. */
export function cookieString(name: string, value: string, days: number, path = '/'): string {
  const maxAge = Math.round(days * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax`;
}

/** Where cookies are read and written: `document`, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/**
 * Cookie `name` of `jar`, or null; null too where reading cookies throws (blocked cookies,
 * sandboxed frames), so that a preference falls back instead of the app failing to start.
 */
export function readJarCookie(jar: CookieJar, name: string): string | null {
  try {
    return readCookie(jar.cookie, name);
  } catch {
    return null;
  }
}

/** Writes a cookie string to `jar`; where cookies are blocked the preference lasts for this visit only. */
export function writeJarCookie(jar: CookieJar, value: string): void {
  try {
    jar.cookie = value;
  } catch {
    // Blocked cookies: the choice still applies to this page.
  }
}

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

/**
 * The same-origin path to return to after login or a redirect, or `/` when `raw` could leave the
 * site (absolute URLs, protocol-relative `//host`, `/\host`, encoded slashes, `javascript:`, `data:`).
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return '/';
  let decoded = raw;
  // Decode repeatedly so `%252F%252F` cannot smuggle `//` past the checks.
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!decoded.startsWith('/')) return '/';
  if (decoded.startsWith('//') || decoded.includes('\\')) return '/';
  // Control characters are stripped by URL parsers and can hide a second slash.
  if (hasControlCharacter(decoded)) return '/';
  return raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

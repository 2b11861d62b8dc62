/**
 * Whether `raw` is a path on this site ("/x"): not protocol-relative (`//host`), no backslash
 * (browsers read `/\host` as `//host`) and no control character or whitespace (URL parsers strip
 * tabs and newlines, which can hide a second slash or a scheme).
 */
export function isSameOriginPath(raw: string): boolean {
  return raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\') && !hasControlOrSpace(raw);
}

/** `raw` when it is an http(s) URL or a same-origin path; null otherwise (`javascript:`, `data:`, `//host`...). */
export function safeUrl(raw: string): string | null {
  if (isSameOriginPath(raw)) return raw;
  if (hasControlOrSpace(raw) || raw.includes('\\')) return null;
  // A scheme of http or https, then a host before any path, query or fragment.
  return /^https?:\/\/[^/?#@]+/i.test(raw) ? raw : null;
}

function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

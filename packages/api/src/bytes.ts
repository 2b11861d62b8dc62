const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/**
 * Strict standard base64 (padded, no whitespace or URL alphabet) to bytes, or null. `atob` rejects
 * other characters and misplaced `=` but forgives whitespace and missing padding, which no PHP
 * `base64_encode` output contains, so those two are checked first. A full-pattern regex would do
 * the same at 5-10x the cost on a megabyte catalog envelope.
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 !== 0 || /\s/.test(text)) return null;
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Hex (either case) to bytes, or null when the text is not whole hex bytes. */
export function hexToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!HEX.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** UTF-8 bytes to text, or null on any invalid sequence (never U+FFFD substitutions). */
export function utf8OrNull(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** JSON.parse that answers `undefined` instead of throwing. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

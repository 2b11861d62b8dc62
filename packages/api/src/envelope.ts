import { defaultLobbyOptions } from '@lobby/domain';
import { isPlainObject, parseJsonOrUndefined, utf8OrNull } from './bytes.ts';
import { type EnvelopeCompression, parseEnvelope, type EnvelopeParts } from './envelope-shape.ts';
import { defaultLogger, safeWarn, type Logger } from './ports.ts';

/** Ports and bounds of `decodeResponse`; each port defaults to the platform's own. */
export interface DecodeDeps {
  readonly crypto?: Crypto;
  readonly logger?: Logger;
  /** A compressed plaintext may inflate to at most this many bytes; default the options' `envelopeMaxInflatedBytes`. */
  readonly maxInflatedBytes?: number;
}

// No key cache: the salt is random per response, so a (passphrase, salt, iterations) key would
// almost never be reused; a cache would only hold memory. Derivation is ~1-2 ms at 999 iterations.
async function decrypt(parts: EnvelopeParts, passphrase: string, subtle: SubtleCrypto): Promise<Uint8Array<ArrayBuffer>> {
  const material = await subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-512', salt: parts.salt, iterations: parts.iterations },
    material,
    { name: 'AES-CBC', length: 256 },
    false,
    ['decrypt'],
  );
  return new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv: parts.iv }, key, parts.ciphertext));
}

/** Why a body could not be decoded, or the value it holds. */
export type DecodeResult = { readonly value: unknown } | { readonly reason: string };

/**
 * Inflates a compressed plaintext with the platform's DecompressionStream, or null when the data
 * is not valid for its format (a truncated or corrupt stream) or would inflate beyond the limit.
 */
async function inflate(
  bytes: Uint8Array<ArrayBuffer>,
  format: EnvelopeCompression,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const stream = new DecompressionStream(format);
  // A corrupt stream rejects these too; the reader below reports it.
  const writer = stream.writable.getWriter();
  writer.write(bytes).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

async function decode(body: string, passphrase: string, subtle: SubtleCrypto, limit: number): Promise<DecodeResult> {
  const text = body.trim();
  const plain = parseJsonOrUndefined(text);
  if (isPlainObject(plain)) return { value: plain };
  const check = parseEnvelope(text);
  if (!check.ok) return { reason: check.reason };
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await decrypt(check.parts, passphrase, subtle);
  } catch {
    // Bad padding is all CBC can report: a wrong passphrase and corrupted data look the same.
    return { reason: 'decryption failed (wrong passphrase or corrupted ciphertext)' };
  }
  const { compression } = check.parts;
  if (compression !== null) {
    const inflated = await inflate(bytes, compression, limit);
    if (inflated === null) return { reason: `compressed plaintext (z=${compression}) is corrupt or inflates beyond ${limit} bytes` };
    bytes = inflated;
  }
  const plaintext = utf8OrNull(bytes);
  if (plaintext === null) return { reason: 'decrypted bytes are not UTF-8' };
  const value = parseJsonOrUndefined(plaintext);
  if (value === undefined) return { reason: 'decrypted text is not JSON' };
  return { value };
}

/**
 * Decodes a controller response body: a plain JSON object as is, or the encrypted envelope of
 * WIRE-FORMAT.md, its plaintext inflated first when the envelope's `z` field names a compression
 * (`deflate`: zlib, PHP `gzcompress`; `gzip`: PHP `gzencode`). The envelope is obfuscation, not security (the passphrase ships in the bundle;
 * TLS gives confidentiality), and CBC has no integrity, so the value must still be validated.
 * Any failure is logged once and yields null; never throws.
 */
export async function decodeResponse(body: string, passphrase: string, deps: DecodeDeps = {}): Promise<unknown | null> {
  const result = await decodeResponseWithReason(body, passphrase, deps);
  return 'value' in result ? result.value : null;
}

/** `decodeResponse`, answering why a body was not decoded (for the caller's error); logs the same line. */
export async function decodeResponseWithReason(body: string, passphrase: string, deps: DecodeDeps = {}): Promise<DecodeResult> {
  const logger = deps.logger ?? defaultLogger;
  let result: DecodeResult;
  try {
    const subtle = (deps.crypto ?? globalThis.crypto).subtle;
    const limit = deps.maxInflatedBytes ?? defaultLobbyOptions.envelopeMaxInflatedBytes;
    result = typeof body === 'string' ? await decode(body, passphrase, subtle, limit) : { reason: 'body is not text' };
  } catch (error) {
    result = { reason: `unexpected ${error instanceof Error ? error.name : 'error'}` };
  }
  if ('value' in result) return result;
  const size = typeof body === 'string' ? body.length : 0;
  safeWarn(logger, `[lobby/api] response not decoded (${size} chars): ${result.reason}`);
  return result;
}

import { base64ToBytes, hexToBytes, isPlainObject, parseJsonOrUndefined, utf8OrNull } from './bytes.ts';

/**
 * Highest PBKDF2 iteration count accepted. Deployed servers use 999; a hundred times that bounds one
 * hostile or broken response to about a second of key derivation on a low-end phone, where 1e9
 * would keep it busy for hours.
 */
export const MAX_ITERATIONS = 100_000;

/**
 * Values of the envelope's optional `z` field: the plaintext was compressed before encryption.
 * `deflate` is zlib (PHP `gzcompress`), `gzip` is gzip (PHP `gzencode`); both are names
 * `DecompressionStream` takes as they are. Without `z` the plaintext is the JSON itself.
 */
export const ENVELOPE_COMPRESSIONS = ['deflate', 'gzip'] as const;
/** One of {@link ENVELOPE_COMPRESSIONS}. */
export type EnvelopeCompression = (typeof ENVELOPE_COMPRESSIONS)[number];

/** The decoded crypto parameters of a well-formed envelope. */
export interface EnvelopeParts {
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly iv: Uint8Array<ArrayBuffer>;
  readonly ciphertext: Uint8Array<ArrayBuffer>;
  readonly iterations: number;
  /** How the plaintext was compressed; null when it was not. */
  readonly compression: EnvelopeCompression | null;
}

/** An envelope, or the reason the body is not one (for the single log line). */
export type EnvelopeCheck = { readonly ok: true; readonly parts: EnvelopeParts } | { readonly ok: false; readonly reason: string };

const KEYS = ['ciphertext', 'iv', 'salt', 'iterations'] as const;
const SALT_HEX_LENGTH = 512;
const IV_HEX_LENGTH = 32;
const AES_BLOCK = 16;

function fail(reason: string): EnvelopeCheck {
  return { ok: false, reason };
}

/** Reads `body` as base64 of the envelope JSON and checks every field before any crypto runs. */
export function parseEnvelope(body: string): EnvelopeCheck {
  const outer = base64ToBytes(body);
  if (outer === null) return fail('body is neither a JSON object nor base64');
  const outerText = utf8OrNull(outer);
  if (outerText === null) return fail('base64 body is not UTF-8');
  const envelope = parseJsonOrUndefined(outerText);
  if (!isPlainObject(envelope)) return fail('base64 body is not a JSON object');
  const missing = KEYS.filter((key) => !(key in envelope));
  if (missing.length > 0) return fail(`envelope lacks ${missing.join(', ')}`);
  const { ciphertext, iv, salt, iterations, z } = envelope;
  // Checked first: an envelope this client cannot read must say so, not fail later as "not JSON".
  if (z !== undefined && !ENVELOPE_COMPRESSIONS.includes(z as EnvelopeCompression)) {
    return fail(`unknown compression marker z=${JSON.stringify(z)?.slice(0, 40)} (known: ${ENVELOPE_COMPRESSIONS.join(', ')})`);
  }
  if (typeof salt !== 'string' || salt.length !== SALT_HEX_LENGTH) return fail(`salt is not ${SALT_HEX_LENGTH} hex chars`);
  if (typeof iv !== 'string' || iv.length !== IV_HEX_LENGTH) return fail(`iv is not ${IV_HEX_LENGTH} hex chars`);
  const saltBytes = hexToBytes(salt);
  const ivBytes = hexToBytes(iv);
  if (saltBytes === null || ivBytes === null) return fail('salt or iv is not hex');
  if (typeof iterations !== 'number' || !Number.isSafeInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    return fail(`iterations must be an integer in 1..${MAX_ITERATIONS}`);
  }
  const cipherBytes = typeof ciphertext === 'string' ? base64ToBytes(ciphertext) : null;
  if (cipherBytes === null) return fail('ciphertext is not base64');
  if (cipherBytes.length === 0 || cipherBytes.length % AES_BLOCK !== 0) {
    return fail(`ciphertext length ${cipherBytes.length} is not a positive multiple of ${AES_BLOCK}`);
  }
  const compression = z === undefined ? null : (z as EnvelopeCompression);
  return { ok: true, parts: { salt: saltBytes, iv: ivBytes, ciphertext: cipherBytes, iterations, compression } };
}

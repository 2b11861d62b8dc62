import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** Iteration count deployed PHP controllers use. */
export const ENVELOPE_ITERATIONS = 999;

const SALT_BYTES = 256;
const IV_BYTES = 16;
const KEY_BYTES = 32;
// Decoding is only used on trusted local data (tests, tools), but a hostile count must not hang.
const MAX_ITERATIONS = 1_000_000;

/**
 * How the plaintext is compressed before encryption, named in the envelope's `z` field:
 * `deflate` is zlib (PHP `gzcompress`), `gzip` is PHP `gzencode`. Clients that know the field
 * inflate it; a plain envelope has no `z`.
 */
export type EnvelopeCompression = 'deflate' | 'gzip';

/** Every {@link EnvelopeCompression}. */
export const ENVELOPE_COMPRESSIONS: readonly EnvelopeCompression[] = ['deflate', 'gzip'];

/** Optional fixed inputs, for test vectors; production calls leave them random. */
export interface EnvelopeOptions {
  readonly salt?: Uint8Array;
  readonly iv?: Uint8Array;
  readonly iterations?: number;
  /** Compresses the plaintext first and says so in `z`; absent or null sends a plain envelope. */
  readonly compression?: EnvelopeCompression | null;
  /** Sealed in place of the compressed plaintext (still marked `z`): a corrupt compressed body, for faults. */
  readonly corruptCompression?: boolean;
}

function compress(plaintext: Buffer, compression: EnvelopeCompression): Buffer {
  return compression === 'gzip' ? gzipSync(plaintext) : deflateSync(plaintext);
}

/** The AES key: the first 32 bytes of PBKDF2-HMAC-SHA512, as PHP's `hash_pbkdf2(..., 64)` derives it. */
export function deriveEnvelopeKey(passphrase: string, salt: Uint8Array, iterations: number): Buffer {
  return pbkdf2Sync(Buffer.from(passphrase, 'utf8'), salt, iterations, 64, 'sha512').subarray(0, KEY_BYTES);
}

/** Encrypts `plaintext` into the PHP/CryptoJS envelope, byte-exact to the PHP controllers' output. */
export function encodeEnvelope(plaintext: string, passphrase: string, opts: EnvelopeOptions = {}): string {
  const salt = opts.salt ?? randomBytes(SALT_BYTES);
  const iv = opts.iv ?? randomBytes(IV_BYTES);
  const iterations = opts.iterations ?? ENVELOPE_ITERATIONS;
  const key = deriveEnvelopeKey(passphrase, salt, iterations);
  const compression = opts.compression ?? null;
  const text = Buffer.from(plaintext, 'utf8');
  const sealed = compression === null || opts.corruptCompression ? text : compress(text, compression);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(sealed), cipher.final()]).toString('base64');
  // Key order and the `\/` escape reproduce PHP's json_encode, so bodies compare byte for byte;
  // `z` comes last, where a PHP controller adds it to its array.
  const outer = JSON.stringify({
    ciphertext,
    iv: Buffer.from(iv).toString('hex'),
    salt: Buffer.from(salt).toString('hex'),
    iterations,
    ...(compression === null ? {} : { z: compression }),
  }).replaceAll('/', '\\/');
  return Buffer.from(outer, 'utf8').toString('base64');
}

/** Decrypts an envelope body back to its plaintext, or returns null when anything is off. */
export function decodeEnvelope(body: string, passphrase: string): string | null {
  try {
    const outer: unknown = JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
    if (!isEnvelopeShape(outer)) return null;
    const key = deriveEnvelopeKey(passphrase, Buffer.from(outer.salt, 'hex'), outer.iterations);
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(outer.iv, 'hex'));
    const sealed = Buffer.concat([decipher.update(Buffer.from(outer.ciphertext, 'base64')), decipher.final()]);
    const bytes = outer.z === 'gzip' ? gunzipSync(sealed) : outer.z === 'deflate' ? inflateSync(sealed) : sealed;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

interface EnvelopeShape {
  readonly ciphertext: string;
  readonly iv: string;
  readonly salt: string;
  readonly iterations: number;
  readonly z?: EnvelopeCompression;
}

function isEnvelopeShape(value: unknown): value is EnvelopeShape {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.ciphertext === 'string' &&
    typeof v.iv === 'string' &&
    /^[0-9a-f]{32}$/.test(v.iv) &&
    typeof v.salt === 'string' &&
    /^(?:[0-9a-f]{2})+$/.test(v.salt) &&
    typeof v.iterations === 'number' &&
    Number.isInteger(v.iterations) &&
    v.iterations > 0 &&
    v.iterations <= MAX_ITERATIONS &&
    (v.z === undefined || ENVELOPE_COMPRESSIONS.includes(v.z as EnvelopeCompression))
  );
}

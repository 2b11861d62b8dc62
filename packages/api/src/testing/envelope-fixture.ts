import { webcrypto } from 'node:crypto';

/** The fields of an envelope before PHP's json_encode and base64. */
export interface EnvelopeFields {
  ciphertext: string;
  iv: string;
  salt: string;
  iterations: unknown;
}

const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** Encrypts `plaintext` the way the PHP controller does and answers the outer JSON fields. */
export async function encryptFields(
  plaintext: string | Uint8Array<ArrayBuffer>,
  passphrase: string,
  options: { salt?: Uint8Array; iv?: Uint8Array; iterations?: number } = {},
): Promise<EnvelopeFields> {
  const salt = options.salt ?? webcrypto.getRandomValues(new Uint8Array(256));
  const iv = options.iv ?? webcrypto.getRandomValues(new Uint8Array(16));
  const iterations = options.iterations ?? 999;
  const material = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await webcrypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-512', salt, iterations },
    material,
    { name: 'AES-CBC', length: 256 },
    false,
    ['encrypt'],
  );
  const cipher = await webcrypto.subtle.encrypt(
    { name: 'AES-CBC', iv },
    key,
    typeof plaintext === 'string' ? new TextEncoder().encode(plaintext) : plaintext,
  );
  return { ciphertext: Buffer.from(cipher).toString('base64'), iv: toHex(iv), salt: toHex(salt), iterations };
}

/** PHP's json_encode of the fields (key order kept, `/` escaped) wrapped in base64. */
export function wrapFields(fields: object): string {
  const json = JSON.stringify(fields).replaceAll('/', '\\/');
  return Buffer.from(json, 'utf8').toString('base64');
}

/** A whole envelope body for `value`, as a PHP controller would send it. */
export async function encryptBody(value: unknown, passphrase: string, iterations = 999): Promise<string> {
  return wrapFields(await encryptFields(JSON.stringify(value), passphrase, { iterations }));
}

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low cost on purpose: demo logins are public, and seeding must stay fast; the shape is the real one.
const SCRYPT = { N: 1024, r: 8, p: 1 } as const;
const HASH_BYTES = 32;
const DUMMY_SALT = randomBytes(16);

/** A fresh salt and the scrypt hash of `password`. */
export function hashPassword(password: string): { salt: Buffer; hash: Buffer } {
  const salt = randomBytes(16);
  return { salt, hash: scryptSync(password, salt, HASH_BYTES, SCRYPT) };
}

/** Whether `password` matches; with no stored hash, still spends the time so timing tells nothing. */
export function verifyPassword(password: string, stored: { salt: Uint8Array; hash: Uint8Array } | null): boolean {
  const candidate = scryptSync(password, stored?.salt ?? DUMMY_SALT, HASH_BYTES, SCRYPT);
  return stored !== null && stored.hash.length === candidate.length && timingSafeEqual(candidate, stored.hash);
}

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeEnvelope, deriveEnvelopeKey, encodeEnvelope } from './envelope.ts';

// The test vector of WIRE-FORMAT.md, reproduced there with PHP 8.2 and node:crypto.
const PASSPHRASE = 'lobby-demo-passphrase';
const PLAINTEXT = '{"ok":true,"games":[{"id":1,"name":"Démo Slot / 5×3"}]}';
const SALT = Uint8Array.from({ length: 256 }, (_, i) => i);
const IV = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'));
const vector = { salt: SALT, iv: IV, iterations: 999 };

function outerJson(body: string): string {
  return Buffer.from(body, 'base64').toString('utf8');
}

describe('encodeEnvelope', () => {
  it('derives the test vector key', () => {
    expect(deriveEnvelopeKey(PASSPHRASE, SALT, 999).toString('hex')).toBe(
      'ce69a9723b5b0d1fff542a20d88888a8e27e88b42b90ff2a6ba196f91ab9937e',
    );
  });

  it('produces the test vector ciphertext field', () => {
    const outer = JSON.parse(outerJson(encodeEnvelope(PLAINTEXT, PASSPHRASE, vector))) as { ciphertext: string };
    expect(outer.ciphertext).toBe('Rgn9QDoyqhYi8YGcA9TPPoiI8esIyUWKDT55S66MO6O+ZcZBWaGkNyhOIw6CI1tkk4w3an8xSs/isoXvTHJX4A==');
  });

  it('matches the PHP body byte for byte: length and SHA-256', () => {
    const body = encodeEnvelope(PLAINTEXT, PASSPHRASE, vector);
    expect(body).toHaveLength(916);
    expect(createHash('sha256').update(body).digest('hex')).toBe('c2a68471f3ccd5dea72bd9ec0ee21f35c0fe204449b19d00b26db8f250ea440e');
  });

  it('writes the outer JSON in PHP key order with escaped slashes', () => {
    const outer = outerJson(encodeEnvelope(PLAINTEXT, PASSPHRASE, vector));
    expect(Object.keys(JSON.parse(outer) as object)).toEqual(['ciphertext', 'iv', 'salt', 'iterations']);
    expect(outer).toContain('s\\/iso');
    expect(outer).not.toMatch(/[^\\]\//);
    expect(outer.endsWith('"iterations":999}')).toBe(true);
  });

  it('uses a fresh salt and iv per call by default', () => {
    const a = JSON.parse(outerJson(encodeEnvelope('{}', PASSPHRASE))) as { salt: string; iv: string };
    const b = JSON.parse(outerJson(encodeEnvelope('{}', PASSPHRASE))) as { salt: string; iv: string };
    expect(a.salt).toHaveLength(512);
    expect(a.iv).toHaveLength(32);
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
  });
});

describe('decodeEnvelope', () => {
  it('round-trips UTF-8 text', () => {
    expect(decodeEnvelope(encodeEnvelope(PLAINTEXT, PASSPHRASE), PASSPHRASE)).toBe(PLAINTEXT);
  });

  it('yields null for a wrong passphrase, garbage and a hostile iteration count', () => {
    expect(decodeEnvelope(encodeEnvelope(PLAINTEXT, PASSPHRASE, vector), 'wrong')).toBeNull();
    expect(decodeEnvelope('<html>502</html>', PASSPHRASE)).toBeNull();
    const hostile = Buffer.from(JSON.stringify({ ciphertext: 'AAAA', iv: '00'.repeat(16), salt: '00', iterations: 1e9 }));
    expect(decodeEnvelope(hostile.toString('base64'), PASSPHRASE)).toBeNull();
  });
});

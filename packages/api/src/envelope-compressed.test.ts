import { createHash } from 'node:crypto';
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { defaultLobbyOptions } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { decodeResponse, decodeResponseWithReason } from './envelope.ts';
import { encryptFields, wrapFields } from './testing/envelope-fixture.ts';

// The WIRE-FORMAT vector's inputs, its plaintext zlib-compressed (PHP `gzcompress`) before encryption.
const VECTOR = {
  passphrase: 'lobby-demo-passphrase',
  plaintext: '{"ok":true,"games":[{"id":1,"name":"Démo Slot / 5×3"}]}',
  salt: Uint8Array.from({ length: 256 }, (_, i) => i),
  iv: Uint8Array.from({ length: 16 }, (_, i) => i),
  deflated:
    '789cab56cacf56b22a292a4dd5514a4fcc4d2d56b28aae56ca4c51b232d451ca4bcc4d55b2527239bc32375f213827bf44415fc1f4f07463a5dad85a001b9e1302',
  ciphertext: 'q02OFOKQv03YkoTnzcxv/uAvcdTrZU2CwTLKD0fJYFlIVqjHMUjHR/pycegh53zuRKBU2gr8ljrxG4uugUkZx/N7KMiAbxzFeOU6NUn9ZQ8=',
  bodyLength: 964,
  bodySha256: 'cd95e0f5df496ca3b10dc5bb1f3ec31e802089a2c1437bc0a9a3b0b02161523d',
};
const PASS = VECTOR.passphrase;

function recordingLogger() {
  const lines: string[] = [];
  return { lines, logger: { warn: (line: string) => void lines.push(line) } };
}

/** An envelope of `bytes` (already compressed or not) with `marker` as its `z` field (absent when undefined). */
async function envelopeOf(bytes: Uint8Array, marker?: unknown): Promise<string> {
  const fields = await encryptFields(Uint8Array.from(bytes), PASS);
  return wrapFields(marker === undefined ? fields : { ...fields, z: marker });
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('a compressed envelope: the test vector', () => {
  it('encrypts the zlib bytes to the vector ciphertext and body', async () => {
    const fields = await encryptFields(Buffer.from(VECTOR.deflated, 'hex'), PASS, { salt: VECTOR.salt, iv: VECTOR.iv });
    expect(fields.ciphertext).toBe(VECTOR.ciphertext);
    const body = wrapFields({ ...fields, z: 'deflate' });
    expect(body).toHaveLength(VECTOR.bodyLength);
    expect(createHash('sha256').update(body).digest('hex')).toBe(VECTOR.bodySha256);
  });

  it('the vector bytes are the zlib stream of the plaintext', () => {
    expect(deflateSync(Buffer.from(VECTOR.plaintext, 'utf8')).toString('hex')).toBe(VECTOR.deflated);
  });

  it('decodes the vector body to the plaintext', async () => {
    const fields = await encryptFields(Buffer.from(VECTOR.deflated, 'hex'), PASS, { salt: VECTOR.salt, iv: VECTOR.iv });
    expect(await decodeResponse(wrapFields({ ...fields, z: 'deflate' }), PASS)).toEqual(JSON.parse(VECTOR.plaintext));
  });
});

describe('a compressed envelope: the markers', () => {
  const value = { games: Array.from({ length: 50 }, (_, id) => ({ id, name: `Game ${id} — ünïcödé` })) };
  const json = JSON.stringify(value);

  it('z=deflate: zlib (PHP gzcompress)', async () => {
    expect(await decodeResponse(await envelopeOf(deflateSync(json), 'deflate'), PASS)).toEqual(value);
  });

  it('z=gzip: gzip (PHP gzencode)', async () => {
    expect(await decodeResponse(await envelopeOf(gzipSync(json), 'gzip'), PASS)).toEqual(value);
  });

  it('without z the plaintext is read as it is, as before', async () => {
    expect(await decodeResponse(await envelopeOf(utf8(json)), PASS)).toEqual(value);
  });

  it.each([
    ['an unknown name', 'brotli'],
    ['a number', 1],
    ['null', null],
    ['an empty name', ''],
    ['a differently cased name', 'Deflate'],
  ])('an unknown marker (%s) is refused before any crypto, with the reason', async (_label, marker) => {
    const { lines, logger } = recordingLogger();
    const result = await decodeResponseWithReason(await envelopeOf(deflateSync(json), marker), PASS, { logger });
    expect(result).toEqual({ reason: expect.stringContaining('unknown compression marker') });
    expect(lines).toHaveLength(1);
  });
});

describe('a compressed envelope: corrupt data is a reason, never a value', () => {
  const json = JSON.stringify({ games: [{ id: 1, name: 'One' }] });

  it.each([
    ['a plain plaintext marked deflate', () => utf8(json), 'deflate'],
    ['a plain plaintext marked gzip', () => utf8(json), 'gzip'],
    ['gzip bytes marked deflate', () => gzipSync(json), 'deflate'],
    ['zlib bytes marked gzip', () => deflateSync(json), 'gzip'],
    ['raw deflate without the zlib header', () => deflateRawSync(json), 'deflate'],
    ['a truncated zlib stream', () => deflateSync(json).subarray(0, 12), 'deflate'],
    ['a truncated gzip stream', () => gzipSync(json).subarray(0, 20), 'gzip'],
    ['a zlib stream with a flipped checksum byte', () => flipLast(deflateSync(json)), 'deflate'],
    ['trailing bytes after the gzip stream', () => Buffer.concat([gzipSync(json), Buffer.from('xyz')]), 'gzip'],
  ])('%s', async (_label, bytes, marker) => {
    const { lines, logger } = recordingLogger();
    const result = await decodeResponseWithReason(await envelopeOf(bytes(), marker), PASS, { logger });
    expect(result).toEqual({ reason: expect.stringContaining(`compressed plaintext (z=${marker}) is corrupt`) });
    expect(lines).toEqual([expect.stringContaining('is corrupt')]);
  });

  it('inflated text that is not JSON is refused like a plain one', async () => {
    const result = await decodeResponseWithReason(await envelopeOf(deflateSync('not json {'), 'deflate'), PASS, {
      logger: recordingLogger().logger,
    });
    expect(result).toEqual({ reason: 'decrypted text is not JSON' });
  });

  it('inflates up to the maxInflatedBytes it is given, and no further', async () => {
    const body = await envelopeOf(deflateSync(json), 'deflate');
    const size = utf8(json).byteLength;
    expect(await decodeResponseWithReason(body, PASS, { maxInflatedBytes: size })).toEqual({ value: JSON.parse(json) });
    const refused = await decodeResponseWithReason(body, PASS, { maxInflatedBytes: size - 1, logger: recordingLogger().logger });
    expect(refused).toEqual({ reason: expect.stringContaining(`inflates beyond ${size - 1} bytes`) });
  });

  it('a stream that inflates beyond the limit stops there', async () => {
    const bomb = deflateSync(Buffer.alloc(defaultLobbyOptions.envelopeMaxInflatedBytes + 1, 0x20), { level: 9 });
    const result = await decodeResponseWithReason(await envelopeOf(bomb, 'deflate'), PASS, { logger: recordingLogger().logger });
    expect(result).toEqual({ reason: expect.stringContaining('inflates beyond') });
  });
});

function flipLast(bytes: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(bytes);
  copy[copy.length - 1] = (copy.at(-1) ?? 0) ^ 0xff;
  return copy;
}

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelope } from './envelope.ts';
import { callAction, casinoOf, openEnvelope, request, startForTests } from './test-helpers.ts';

// The WIRE-FORMAT vector's inputs; the client's test vector (packages/api) decodes this same body.
const PASSPHRASE = 'lobby-demo-passphrase';
const PLAINTEXT = '{"ok":true,"games":[{"id":1,"name":"Démo Slot / 5×3"}]}';
const vector = { salt: Uint8Array.from({ length: 256 }, (_, i) => i), iv: Uint8Array.from({ length: 16 }, (_, i) => i), iterations: 999 };

const outerOf = (body: string) => JSON.parse(Buffer.from(body, 'base64').toString('utf8')) as Record<string, unknown>;

describe('encodeEnvelope with compression', () => {
  it('the deflate test vector: z last, the body the client test decodes', () => {
    const body = encodeEnvelope(PLAINTEXT, PASSPHRASE, { ...vector, compression: 'deflate' });
    expect(Object.keys(outerOf(body))).toEqual(['ciphertext', 'iv', 'salt', 'iterations', 'z']);
    expect(outerOf(body).z).toBe('deflate');
    expect(body).toHaveLength(964);
    expect(createHash('sha256').update(body).digest('hex')).toBe('cd95e0f5df496ca3b10dc5bb1f3ec31e802089a2c1437bc0a9a3b0b02161523d');
  });

  it.each(['deflate', 'gzip'] as const)('%s round-trips through decodeEnvelope', (compression) => {
    expect(decodeEnvelope(encodeEnvelope(PLAINTEXT, PASSPHRASE, { compression }), PASSPHRASE)).toBe(PLAINTEXT);
  });

  it('without compression the body is the plain envelope, unchanged', () => {
    expect(encodeEnvelope(PLAINTEXT, PASSPHRASE, { ...vector, compression: null })).toBe(encodeEnvelope(PLAINTEXT, PASSPHRASE, vector));
  });

  it('a large catalog shrinks several times', () => {
    const catalog = JSON.stringify({ games: Array.from({ length: 2000 }, (_, id) => ({ id, name: `Game ${id}`, provider: 'acme' })) });
    const plain = encodeEnvelope(catalog, PASSPHRASE).length;
    expect(encodeEnvelope(catalog, PASSPHRASE, { compression: 'gzip' }).length * 4).toBeLessThan(plain);
  });
});

const controller = await startForTests({
  casinos: [
    { profile: 'fusion', port: 0 },
    { profile: 'single-provider', port: 0, envelopeCompression: 'deflate' },
    { profile: 'sportsbook', port: 0 },
  ],
});
const fusion = casinoOf(controller, 'fusion');
const single = casinoOf(controller, 'single-provider');
const sportsbook = casinoOf(controller, 'sportsbook');

describe('a served casino answers compressed envelopes when its profile or the controller says so', () => {
  it('fusion (no flag) answers plain envelopes', async () => {
    const reply = await callAction(fusion.origin, 'getgames');
    expect(outerOf(reply.text)).not.toHaveProperty('z');
    expect(openEnvelope<{ games: unknown[] }>(reply, fusion.passphrase).games.length).toBeGreaterThan(0);
  });

  it('the sportsbook profile enables gzip', async () => {
    const reply = await callAction(sportsbook.origin, 'getgames');
    expect(outerOf(reply.text).z).toBe('gzip');
    expect(openEnvelope<{ games: unknown[] }>(reply, sportsbook.passphrase).games.length).toBeGreaterThan(0);
  });

  it('the controller option compresses single-provider with deflate, getconfig included', async () => {
    for (const action of ['getgames', 'getconfig']) {
      const reply = await callAction(single.origin, action);
      expect(outerOf(reply.text).z).toBe('deflate');
      expect(decodeEnvelope(reply.text, single.passphrase)).not.toBeNull();
    }
  });

  it('/__control/envelope switches compression until the next reset', async () => {
    const set = (compression: unknown) =>
      request(`${fusion.origin}/__control/envelope`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ compression }),
      });
    expect((await set('deflate')).status).toBe(200);
    expect(outerOf((await callAction(fusion.origin, 'getgames')).text).z).toBe('deflate');
    expect((await set('brotli')).status).toBe(400);
    expect((await set(null)).status).toBe(200);
    expect(outerOf((await callAction(fusion.origin, 'getgames')).text)).not.toHaveProperty('z');
    await set('gzip');
    await request(`${fusion.origin}/__control/reset`, { method: 'POST' });
    expect(outerOf((await callAction(fusion.origin, 'getgames')).text)).not.toHaveProperty('z');
  });

  it('the bad-compressed fault: marked deflate, decrypts, but is no zlib stream', async () => {
    await request(`${fusion.origin}/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'getgames', body: 'bad-compressed', times: 1 }),
    });
    const reply = await callAction(fusion.origin, 'getgames');
    expect(reply.status).toBe(200);
    expect(outerOf(reply.text).z).toBe('deflate');
    expect(decodeEnvelope(reply.text, fusion.passphrase)).toBeNull();
    expect(outerOf((await callAction(fusion.origin, 'getgames')).text)).not.toHaveProperty('z');
  });
});

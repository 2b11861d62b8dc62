import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { decodeResponse } from './envelope.ts';
import { encryptBody, encryptFields, wrapFields, type EnvelopeFields } from './testing/envelope-fixture.ts';

const VECTOR = {
  passphrase: 'lobby-demo-passphrase',
  plaintext: '{"ok":true,"games":[{"id":1,"name":"Démo Slot / 5×3"}]}',
  salt: Uint8Array.from({ length: 256 }, (_, i) => i),
  iv: '000102030405060708090a0b0c0d0e0f',
  iterations: 999,
  ciphertext: 'Rgn9QDoyqhYi8YGcA9TPPoiI8esIyUWKDT55S66MO6O+ZcZBWaGkNyhOIw6CI1tkk4w3an8xSs/isoXvTHJX4A==',
  bodySha256: 'c2a68471f3ccd5dea72bd9ec0ee21f35c0fe204449b19d00b26db8f250ea440e',
};
const PASS = VECTOR.passphrase;

function vectorFields(): EnvelopeFields {
  const salt = Buffer.from(VECTOR.salt).toString('hex');
  return { ciphertext: VECTOR.ciphertext, iv: VECTOR.iv, salt, iterations: VECTOR.iterations };
}

function recordingLogger() {
  const lines: string[] = [];
  return { lines, logger: { warn: (line: string) => void lines.push(line) } };
}

/** A crypto that records whether any primitive ran, delegating to the real one. */
function spyCrypto() {
  const calls = vi.fn();
  const real = webcrypto.subtle as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const wrap =
    (name: string) =>
    (...args: unknown[]) => {
      calls(name);
      return real[name]?.apply(webcrypto.subtle, args);
    };
  const subtle = { importKey: wrap('importKey'), deriveKey: wrap('deriveKey'), decrypt: wrap('decrypt') };
  return { calls, crypto: { subtle } as unknown as Crypto };
}

async function expectRejected(body: string, passphrase = PASS, cryptoUsed?: boolean) {
  const { lines, logger } = recordingLogger();
  const { calls, crypto } = spyCrypto();
  await expect(decodeResponse(body, passphrase, { logger, crypto })).resolves.toBeNull();
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain(passphrase);
  if (cryptoUsed !== undefined) expect(calls.mock.calls.length > 0).toBe(cryptoUsed);
  return lines[0] ?? '';
}

describe('decodeResponse: the WIRE-FORMAT test vector', () => {
  it('rebuilds the PHP body byte for byte', () => {
    const body = wrapFields(vectorFields());
    expect(body).toHaveLength(916);
    expect(createHash('sha256').update(body).digest('hex')).toBe(VECTOR.bodySha256);
  });

  it('decodes the body to the plaintext', async () => {
    const { lines, logger } = recordingLogger();
    const value = await decodeResponse(wrapFields(vectorFields()), PASS, { logger });
    expect(value).toEqual(JSON.parse(VECTOR.plaintext));
    expect(lines).toEqual([]);
  });

  it('agrees with the fixture encryptor, so the other tests build real envelopes', async () => {
    const fields = await encryptFields(VECTOR.plaintext, PASS, {
      salt: VECTOR.salt,
      iv: Buffer.from(VECTOR.iv, 'hex'),
      iterations: 999,
    });
    expect(fields.ciphertext).toBe(VECTOR.ciphertext);
  });

  it('accepts upper-case hex and surrounding whitespace', async () => {
    const fields = vectorFields();
    const body = wrapFields({ ...fields, salt: fields.salt.toUpperCase(), iv: fields.iv.toUpperCase() });
    await expect(decodeResponse(`${body}\n`, PASS, { logger: recordingLogger().logger })).resolves.toEqual(JSON.parse(VECTOR.plaintext));
  });
});

describe('decodeResponse: plain JSON', () => {
  it('returns a plain object untouched without crypto or logging', async () => {
    const { lines, logger } = recordingLogger();
    const { calls, crypto } = spyCrypto();
    const value = await decodeResponse('{"success":true,"favorites":[]}', PASS, { logger, crypto });
    expect(value).toEqual({ success: true, favorites: [] });
    expect(calls).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });
});

describe('decodeResponse: malformed envelopes yield null and one log line', () => {
  const fields = vectorFields();
  const without = (key: keyof EnvelopeFields) => wrapFields(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== key)));

  it.each([
    ['not base64', 'this is not base64 at all!'],
    ['base64 of non-JSON', Buffer.from('hello, world').toString('base64')],
    ['base64 of a JSON array', Buffer.from('[1,2,3]').toString('base64')],
    ['an HTML error page', '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'],
    ['an empty body', ''],
    ['missing ciphertext', without('ciphertext')],
    ['missing iv', without('iv')],
    ['missing salt', without('salt')],
    ['missing iterations (absent)', without('iterations')],
    ['bad hex in the salt', wrapFields({ ...fields, salt: `zz${fields.salt.slice(2)}` })],
    ['bad hex in the iv', wrapFields({ ...fields, iv: `0g${fields.iv.slice(2)}` })],
    ['a short salt', wrapFields({ ...fields, salt: fields.salt.slice(2) })],
    ['an iv of 15 bytes', wrapFields({ ...fields, iv: fields.iv.slice(2) })],
    ['an iv of 17 bytes', wrapFields({ ...fields, iv: `${fields.iv}00` })],
    ['ciphertext not base64', wrapFields({ ...fields, ciphertext: 'not*base64' })],
    ['ciphertext of 15 bytes', wrapFields({ ...fields, ciphertext: Buffer.alloc(15).toString('base64') })],
    ['ciphertext of 63 bytes', wrapFields({ ...fields, ciphertext: Buffer.alloc(63).toString('base64') })],
    ['empty ciphertext', wrapFields({ ...fields, ciphertext: '' })],
    ['iterations 0', wrapFields({ ...fields, iterations: 0 })],
    ['iterations -1', wrapFields({ ...fields, iterations: -1 })],
    ['iterations 1e9', wrapFields({ ...fields, iterations: 1e9 })],
    ['iterations 1.5', wrapFields({ ...fields, iterations: 1.5 })],
    ['iterations as a string', wrapFields({ ...fields, iterations: '999' })],
    ['iterations null', wrapFields({ ...fields, iterations: null })],
  ])('%s: rejected before any crypto', async (_name, body) => {
    await expectRejected(body, PASS, false);
  });

  it('iterations 1e9 returns at once instead of freezing', async () => {
    const started = performance.now();
    await expectRejected(wrapFields({ ...fields, iterations: 1e9 }));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('a wrong passphrase', async () => {
    const line = await expectRejected(wrapFields(fields), 'not-the-passphrase', true);
    expect(line).toMatch(/decryption failed/);
  });

  it('decrypted bytes that are not UTF-8', async () => {
    const bad = await encryptFields(Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]), PASS);
    expect(await expectRejected(wrapFields(bad), PASS, true)).toMatch(/UTF-8/);
  });

  it('decrypted text that is not JSON', async () => {
    const bad = await encryptFields('{"ok": tru', PASS);
    expect(await expectRejected(wrapFields(bad), PASS, true)).toMatch(/not JSON/);
  });

  it('a tampered byte anywhere never yields the original value silently', async () => {
    const original = JSON.parse(VECTOR.plaintext) as unknown;
    const cipher = Buffer.from(fields.ciphertext, 'base64');
    for (let i = 0; i < cipher.length; i += 1) {
      const tampered = Buffer.from(cipher);
      tampered[i] = (tampered[i] ?? 0) ^ 0x01;
      const { lines, logger } = recordingLogger();
      const value = await decodeResponse(wrapFields({ ...fields, ciphertext: tampered.toString('base64') }), PASS, { logger });
      // CBC has no integrity: a tampered block may still decode, into a value that differs and
      // is then validated like any server data. Mostly it fails padding, UTF-8 or JSON.
      if (value === null) expect(lines).toHaveLength(1);
      else expect(value).not.toEqual(original);
    }
  });

  it('a tampered iv changes the first block, never silently passing the original', async () => {
    const { logger } = recordingLogger();
    const value = await decodeResponse(wrapFields({ ...fields, iv: `01${fields.iv.slice(2)}` }), PASS, { logger });
    expect(value).not.toEqual(JSON.parse(VECTOR.plaintext));
  });
});

describe('decodeResponse: never throws', () => {
  it('turns a failing crypto port into null and one line', async () => {
    const broken = { subtle: { importKey: () => Promise.reject(new Error('boom')) } } as unknown as Crypto;
    const { lines, logger } = recordingLogger();
    await expect(decodeResponse(wrapFields(vectorFields()), PASS, { logger, crypto: broken })).resolves.toBeNull();
    expect(lines).toHaveLength(1);
  });

  it('survives a logger that throws', async () => {
    const logger = {
      warn: () => {
        throw new Error('logger down');
      },
    };
    await expect(decodeResponse('garbage', PASS, { logger })).resolves.toBeNull();
  });

  it('logs through console.warn by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(decodeResponse('garbage', PASS)).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('round-trips arrays and unicode inside an envelope', async () => {
    const value = [{ name: 'لعبة الحظ 🎰'.repeat(30) }];
    await expect(decodeResponse(await encryptBody(value, PASS), PASS)).resolves.toEqual(value);
  });
});

import { describe, expect, it } from 'vitest';
import { BALANCE, failure, PASS, setup } from './testing/client-setup.ts';
import { encryptBody } from './testing/envelope-fixture.ts';
import { hang, json, text } from './testing/fake-fetch.ts';

describe('retries', () => {
  it('retries 500 then 503 with growing, jittered delays, then succeeds', async () => {
    const statuses = [500, 503];
    const { client, requests, delays } = setup((_, i) => (i < statuses.length ? text('oops', { status: statuses[i] }) : json(BALANCE)));
    await expect(client.getBalance()).resolves.toMatchObject({ balance: 12.5 });
    expect(requests).toHaveLength(3);
    // Equal jitter with random() = 0.5: three quarters of 500 ms, then of 1,000 ms.
    expect(delays).toEqual([375, 750]);
  });

  it('gives up after the bounded retries with a typed http error', async () => {
    const { client, requests, delays } = setup(() => text('<h1>Service Unavailable</h1>', { status: 503 }));
    const error = await failure(client.getBalance());
    expect(error).toMatchObject({ kind: 'http', status: 503, action: 'getBalance' });
    expect(requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('honours the retries option, clamped to at most 5', async () => {
    const { client, requests } = setup(() => text('', { status: 502 }), { retries: 50 });
    await failure(client.getBalance());
    expect(requests).toHaveLength(6);
  });

  it('waits at least Retry-After (seconds) on 429', async () => {
    const { client, requests, delays } = setup((_, i) =>
      i === 0 ? text('', { status: 429, headers: { 'Retry-After': '3' } }) : json(BALANCE),
    );
    await expect(client.getBalance()).resolves.toMatchObject({ balance: 12.5 });
    expect(requests).toHaveLength(2);
    expect(delays).toEqual([3000]);
  });

  it('reads Retry-After as an HTTP date', async () => {
    const { client, delays } = setup((_, i) =>
      i === 0 ? text('', { status: 429, headers: { 'Retry-After': 'Sat, 21 Nov 2026 12:00:05 GMT' } }) : json(BALANCE),
    );
    await client.getBalance();
    expect(delays).toEqual([5000]);
  });

  it('fails at once as rate_limited when Retry-After is longer than it will wait', async () => {
    const { client, requests, delays } = setup(() => text('', { status: 429, headers: { 'Retry-After': '120' } }));
    const error = await failure(client.getBalance());
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 120_000 });
    expect(requests).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('never retries a POST', async () => {
    const { client, requests } = setup(() => text('', { status: 503 }));
    const error = await failure(client.setFavorite({ action: 'add', game: 'x', provider: 'p' }));
    expect(error.kind).toBe('http');
    expect(requests).toHaveLength(1);
  });

  it.each([400, 403, 404])('does not retry HTTP %i', async (status) => {
    const { client, requests } = setup(() => text('', { status }));
    expect(await failure(client.getBalance())).toMatchObject({ kind: 'http', status });
    expect(requests).toHaveLength(1);
  });
});

describe('aborting', () => {
  it('rejects as aborted when the caller aborts mid-flight', async () => {
    const { client } = setup(hang);
    const controller = new AbortController();
    const pending = client.getGames({ signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('does not send at all with an already aborted signal', async () => {
    const { client, requests } = setup(() => json(BALANCE));
    expect((await failure(client.getBalance({ signal: AbortSignal.abort() }))).kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });

  it('stops retrying when aborted during the backoff wait', async () => {
    const controller = new AbortController();
    const { client, requests } = setup(() => text('', { status: 503 }), {
      sleep: (_ms, signal) => {
        controller.abort();
        return Promise.reject(signal?.reason);
      },
    });
    expect((await failure(client.getBalance({ signal: controller.signal }))).kind).toBe('aborted');
    expect(requests).toHaveLength(1);
  });

  it('out of order: an aborted older call never resolves, the newer one wins', async () => {
    let releaseFirst: (response: Response) => void = () => undefined;
    const { client } = setup((_, i) =>
      i === 0 ? new Promise<Response>((resolve) => (releaseFirst = resolve)) : json({ balance: 2, currency_code: 'USD' }),
    );
    const older = new AbortController();
    const first = client.getBalance({ signal: older.signal });
    older.abort();
    const second = await client.getBalance();
    releaseFirst(json({ balance: 1, currency_code: 'USD' }));
    expect(second.balance).toBe(2);
    expect((await failure(first)).kind).toBe('aborted');
  });

  it('an answer decoded after the abort is discarded', async () => {
    const controller = new AbortController();
    const subtle = globalThis.crypto.subtle;
    // The caller gives up while the envelope is being decrypted, after fetch has finished.
    const crypto = {
      subtle: {
        importKey: (...args: Parameters<SubtleCrypto['importKey']>) => {
          controller.abort();
          return subtle.importKey(...(args as [never, never, never, never, never]));
        },
        deriveKey: subtle.deriveKey.bind(subtle),
        decrypt: subtle.decrypt.bind(subtle),
      },
    } as unknown as Crypto;
    const body = await encryptBody(BALANCE, PASS);
    const { client } = setup(() => text(body), { crypto });
    expect((await failure(client.getBalance({ signal: controller.signal }))).kind).toBe('aborted');
  });
});

import 'fake-indexeddb/auto';
import { createCipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { createControllerClient, isControllerError } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import { testCatalog } from '../testing/test-deps.ts';
import { type EarlyBody, prefetchBody, runCatalogJob, runHeroJob } from './catalog-job.ts';
import type { CatalogMessage, CatalogReply } from './catalog-messages.ts';
import { type CatalogWorker, catalogSource } from './catalog-source.ts';
import { indexedDbCatalogStore } from './catalog-store.ts';

const PASS = 'catalog-source-passphrase';
const CATALOG = testCatalog(5);

/** A body as a PHP controller seals it: the envelope, its plaintext deflated when `z` says so. */
function envelope(json: string, z?: 'deflate' | 'corrupt'): string {
  const salt = randomBytes(256);
  const iv = randomBytes(16);
  const key = pbkdf2Sync(PASS, salt, 999, 64, 'sha512').subarray(0, 32);
  const plain = z === 'deflate' ? deflateSync(json) : Buffer.from(json);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
  const outer = { ciphertext, iv: iv.toString('hex'), salt: salt.toString('hex'), iterations: 999, ...(z ? { z: 'deflate' } : {}) };
  return Buffer.from(JSON.stringify(outer)).toString('base64');
}

/**
 * The worker's job run in this thread, its replies cloned and delivered as message events, a task
 * each. A `fetch` message (index.html's starter) fetches with `fetcher`, as catalog-worker.ts does.
 */
class InProcessWorker extends EventTarget implements CatalogWorker {
  readonly replies: CatalogReply['type'][] = [];
  readonly fetched: string[] = [];
  terminated = false;
  private early: Promise<EarlyBody | null> | undefined;
  private readonly fetcher: typeof fetch;

  constructor(fetcher: typeof fetch = () => Promise.reject(new TypeError('no network'))) {
    super();
    this.fetcher = fetcher;
  }

  postMessage(message: CatalogMessage): void {
    if (message.type === 'fetch') {
      this.fetched.push(message.url);
      this.early = prefetchBody(message.url, this.fetcher);
      return;
    }
    if (message.type === 'hero') {
      void runHeroJob(structuredClone(message)).then((reply) => {
        setTimeout(() => {
          if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) }));
        });
      });
      return;
    }
    void runCatalogJob(
      structuredClone(message),
      (reply) => {
        this.replies.push(reply.type);
        setTimeout(() => {
          if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) }));
        });
      },
      this.early,
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** A worker that takes the job and is still busy with it. */
class BusyWorker extends EventTarget implements CatalogWorker {
  posted = false;
  terminated = false;
  postMessage(): void {
    this.posted = true;
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A worker that sends some games, then crashes. */
class CrashingWorker extends EventTarget implements CatalogWorker {
  terminated = false;
  postMessage(): void {
    setTimeout(() => {
      this.dispatchEvent(new MessageEvent('message', { data: { type: 'games', games: [] } }));
      this.dispatchEvent(new Event('error'));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A worker whose script never loads: an error event, no answer. */
class BrokenWorker extends EventTarget implements CatalogWorker {
  terminated = false;
  postMessage(): void {
    setTimeout(() => this.dispatchEvent(new Event('error')));
  }
  terminate(): void {
    this.terminated = true;
  }
}

let dbIndex = 0;

function setup(
  body: string,
  startWorker: (() => CatalogWorker) | null,
  early: { worker: CatalogWorker; timeoutMs?: number } | null = null,
) {
  const databaseName = `catalog-source-${dbIndex++}`;
  const clientFetch = vi.fn(async () => new Response(body, { status: 200 }));
  const client = createControllerClient({
    endpoint: 'http://casino.test',
    passphrase: PASS,
    fetch: clientFetch,
    logger: { warn: () => undefined },
    isOnline: () => true,
  });
  const log = vi.fn();
  const store = indexedDbCatalogStore(databaseName, log);
  const source = catalogSource({
    fetchBody: client.getGamesBody,
    passphrase: PASS,
    databaseName,
    store,
    log,
    now: () => 42,
    startWorker,
    chunkGames: 2,
    earlyWorker: early?.worker ?? null,
    ...(early?.timeoutMs === undefined ? {} : { earlyTimeoutMs: early.timeoutMs }),
  });
  return { source, log, databaseName, client, clientFetch };
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isControllerError(error)) throw new Error(`expected a ControllerError, got ${String(error)}`);
  return error;
}

describe('catalogSource with a worker', () => {
  it.each([
    ['a plain envelope', envelope(JSON.stringify(CATALOG))],
    ['a compressed envelope', envelope(JSON.stringify(CATALOG), 'deflate')],
  ])('%s: the games arrive in parts, ready to show, and the worker stores them', async (_label, body) => {
    const worker = new InProcessWorker();
    const { source, databaseName, client } = setup(body, () => worker);
    const catalog = await source.getGames();
    expect(catalog).toEqual(await client.getGames());
    expect(catalog.games.map((game) => game.id)).toEqual([1, 2, 3, 4, 5]);
    // Five games in parts of two: three messages before the rest of the catalog.
    expect(worker.replies.slice(0, 4)).toEqual(['games', 'games', 'games', 'catalog']);
    await source.store.replace(catalog, 99);
    expect(worker.replies.at(-1)).toBe('stored');
    expect(worker.terminated).toBe(true);
    const fresh = indexedDbCatalogStore(databaseName, vi.fn());
    expect((await fresh.read())?.games.map((game) => game.id)).toEqual([1, 2, 3, 4, 5]);
    expect(await fresh.savedAt()).toBe(42);
  });

  it('a corrupt compressed body rejects with a decode error naming it; nothing is stored', async () => {
    const worker = new InProcessWorker();
    const { source, databaseName } = setup(envelope(JSON.stringify(CATALOG), 'corrupt'), () => worker);
    const error = await rejection(source.getGames());
    expect(error).toMatchObject({ kind: 'decode', action: 'getgames' });
    expect(error.message).toContain('z=deflate');
    expect(worker.terminated).toBe(true);
    expect(await indexedDbCatalogStore(databaseName, vi.fn()).read()).toBeNull();
  });

  it('a wrong shape rejects with an invalid error', async () => {
    const { source } = setup(envelope('{"games":null}'), () => new InProcessWorker());
    expect((await rejection(source.getGames())).kind).toBe('invalid');
  });

  it('an abort rejects at once and stops the worker', async () => {
    const worker = new BusyWorker();
    const { source } = setup(envelope(JSON.stringify(CATALOG)), () => worker);
    const controller = new AbortController();
    const pending = source.getGames({ signal: controller.signal });
    await vi.waitFor(() => expect(worker.posted).toBe(true));
    controller.abort();
    expect((await rejection(pending)).kind).toBe('aborted');
    expect(worker.terminated).toBe(true);
  });

  it('a worker that never starts: the page reads the catalog itself, from then on', async () => {
    const broken = new BrokenWorker();
    const start = vi.fn(() => broken);
    const { source, log, databaseName } = setup(envelope(JSON.stringify(CATALOG), 'deflate'), start);
    const catalog = await source.getGames();
    expect(catalog.games).toHaveLength(5);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('catalog worker could not start'), expect.anything());
    await source.getGames();
    expect(start).toHaveBeenCalledTimes(1);
    await source.store.replace(catalog, 7);
    expect(await indexedDbCatalogStore(databaseName, vi.fn()).savedAt()).toBe(7);
  });
});

describe('catalogSource with a worker that crashes before handing the games over', () => {
  it('the page reads the catalog itself instead of waiting for the deadline', async () => {
    const worker = new CrashingWorker();
    const { source } = setup(envelope(JSON.stringify(CATALOG)), () => worker);
    expect((await source.getGames()).games).toHaveLength(5);
    expect(worker.terminated).toBe(true);
  });
});

describe('catalogSource without a worker (jsdom, old browsers)', () => {
  it('reads on the page, and stores only when asked, as before', async () => {
    const { source, databaseName } = setup(envelope(JSON.stringify(CATALOG), 'deflate'), null);
    const catalog = await source.getGames();
    expect(catalog.games).toHaveLength(5);
    const saved = indexedDbCatalogStore(databaseName, vi.fn());
    expect(await saved.read()).toBeNull();
    await source.store.replace(catalog, 5);
    expect((await saved.read())?.games).toHaveLength(5);
  });

  it('a corrupt compressed body is the same decode error', async () => {
    const { source } = setup(envelope(JSON.stringify(CATALOG), 'corrupt'), null);
    expect((await rejection(source.getGames())).kind).toBe('decode');
  });
});

/** The early worker as index.html's starter leaves it: already sent `fetch` for the catalog's URL. */
function earlyWorker(fetcher: typeof fetch): InProcessWorker {
  const worker = new InProcessWorker(fetcher);
  worker.postMessage({ type: 'fetch', url: 'http://casino.test/app/shared/controllers/LobbyController.php?getgames' });
  return worker;
}

describe('catalogSource with the worker index.html started (first visit)', () => {
  const BODY = envelope(JSON.stringify(CATALOG), 'deflate');

  it('reads the body that worker fetched, without asking the controller again; later calls ask as usual', async () => {
    const early = earlyWorker(async () => new Response(BODY, { status: 200 }));
    const later = new InProcessWorker();
    const { source, clientFetch, databaseName } = setup(BODY, () => later, { worker: early });
    const catalog = await source.getGames();
    expect(catalog.games.map((game) => game.id)).toEqual([1, 2, 3, 4, 5]);
    expect(early.replies.slice(0, 5)).toEqual(['received', 'games', 'games', 'games', 'catalog']);
    expect(clientFetch).not.toHaveBeenCalled();
    await source.store.replace(catalog, 99);
    expect(early.terminated).toBe(true);
    expect(await indexedDbCatalogStore(databaseName, vi.fn()).savedAt()).toBe(42);
    // The early request serves one start-up only.
    await source.getGames();
    expect(clientFetch).toHaveBeenCalledTimes(1);
    expect(later.replies).toContain('catalog');
  });

  it.each([
    ['fails', (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 500', async () => new Response('oops', { status: 500 })],
  ])('when its request %s, the page asks through its client and reads that answer', async (_label, fetcher) => {
    const early = earlyWorker(fetcher);
    const { source, clientFetch, log } = setup(BODY, () => new InProcessWorker(), { worker: early });
    expect((await source.getGames()).games).toHaveLength(5);
    expect(early.replies).toEqual(['no-body']);
    expect(early.terminated).toBe(true);
    expect(clientFetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('asking again'), 'the request failed');
  });

  it('when its request does not answer within the timeout, the page stops it and asks again', async () => {
    const early = earlyWorker(() => new Promise<Response>(() => undefined));
    const { source, clientFetch } = setup(BODY, () => new InProcessWorker(), { worker: early, timeoutMs: 20 });
    expect((await source.getGames()).games).toHaveLength(5);
    expect(early.terminated).toBe(true);
    expect(clientFetch).toHaveBeenCalledTimes(1);
  });

  it('a body that is not a catalog is the same error as one the client fetched, and is not asked for again', async () => {
    const corrupt = envelope(JSON.stringify(CATALOG), 'corrupt');
    const early = earlyWorker(async () => new Response(corrupt, { status: 200 }));
    const { source, clientFetch } = setup(corrupt, () => new InProcessWorker(), { worker: early });
    expect((await rejection(source.getGames())).kind).toBe('decode');
    expect(clientFetch).not.toHaveBeenCalled();
  });

  it("a hero banner the starter asked the same worker for is not the catalog's answer", async () => {
    const early = earlyWorker(async () => new Response(BODY, { status: 200 }));
    const heroes: unknown[] = [];
    early.addEventListener('message', (event) => {
      const reply = (event as MessageEvent<{ type: string }>).data;
      if (reply.type === 'hero') heroes.push(reply);
    });
    early.postMessage({ type: 'hero', body: envelope(JSON.stringify(PROMOS)), passphrase: PASS, heroPromoId: null });
    const { source, clientFetch } = setup(BODY, () => new InProcessWorker(), { worker: early });
    expect((await source.getGames()).games).toHaveLength(5);
    expect(clientFetch).not.toHaveBeenCalled();
    expect(heroes).toEqual([{ type: 'hero', banner: { image: 'https://casino.test/reload.svg', title: 'Weekend reload' } }]);
  });

  it('an abort rejects at once and stops that worker', async () => {
    const early = earlyWorker(() => new Promise<Response>(() => undefined));
    const { source } = setup(BODY, () => new InProcessWorker(), { worker: early });
    const controller = new AbortController();
    const pending = source.getGames({ signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).kind).toBe('aborted');
    expect(early.terminated).toBe(true);
  });
});

const PROMOS = {
  regular_promos: [
    { id: 'video', title: 'Spin fest', image: 'https://casino.test/spin-fest.mp4' },
    { id: 'reload', title: 'Weekend reload', image: 'https://casino.test/reload.svg' },
    { id: 'drop', title: 'Monthly drop', image: 'https://casino.test/drop.svg' },
  ],
  custom_promos: [],
};

describe("runHeroJob: the hero banner of the home's early promotions", () => {
  const job = (body: string, heroPromoId: string | null = null) => ({ type: 'hero' as const, body, passphrase: PASS, heroPromoId });

  it('answers the first promo with a picture (not a video), as the hero slot picks it', async () => {
    expect(await runHeroJob(job(envelope(JSON.stringify(PROMOS))))).toEqual({
      type: 'hero',
      banner: { image: 'https://casino.test/reload.svg', title: 'Weekend reload' },
    });
  });

  it("answers the casino's configured promo, and the first pictured one when that has none", async () => {
    expect((await runHeroJob(job(envelope(JSON.stringify(PROMOS)), 'drop'))).banner?.title).toBe('Monthly drop');
    expect((await runHeroJob(job(envelope(JSON.stringify(PROMOS)), 'video'))).banner?.title).toBe('Weekend reload');
  });

  it.each([
    ['not an envelope', '<html>busy</html>'],
    ['no promo with a picture', envelope(JSON.stringify({ regular_promos: [{ id: 'a', title: 'A', image: null }] }))],
    [
      'a picture address that is not safe',
      envelope(JSON.stringify({ regular_promos: [{ id: 'a', title: 'A', image: 'javascript:alert(1)' }] })),
    ],
    ['a corrupt compressed body', envelope(JSON.stringify(PROMOS), 'corrupt')],
  ])('answers no banner for %s', async (_label, body) => {
    expect(await runHeroJob(job(body))).toEqual({ type: 'hero', banner: null });
  });
});

describe("prefetchBody: the worker's own getgames request", () => {
  it('sends a credentialed GET and answers a 2xx body', async () => {
    const fetcher = vi.fn(async () => new Response('body', { status: 200 }));
    const before = performance.timeOrigin + performance.now();
    const fetched = await prefetchBody('/x?getgames', fetcher);
    expect(fetched?.body).toBe('body');
    expect(fetched?.at).toBeGreaterThanOrEqual(before);
    expect(fetcher).toHaveBeenCalledWith('/x?getgames', { credentials: 'include' });
  });

  it.each([401, 500])('answers null for HTTP %i, which the client then names', async (status) => {
    expect(await prefetchBody('/x', async () => new Response('', { status }))).toBeNull();
  });
});

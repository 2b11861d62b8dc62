import { nextTask } from '../platform/next-task.ts';
import { type CallOptions, ControllerError, clientTimeoutMs, isControllerError } from '@lobby/api';
import { type Catalog, defaultLobbyOptions, type Game } from '@lobby/domain';
import type { CatalogJob, CatalogReply, HeroReply } from './catalog-messages.ts';
import { catalogPipeline } from './catalog-pipeline.ts';
import type { CatalogStore } from './catalog-store.ts';

/** The worker as the page uses it: a real Worker, or a test's stand-in. */
export type CatalogWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/** What the catalog source is built from. */
export interface CatalogSourceOptions {
  /** Fetches the `getgames` body (the client's `getGamesBody`: its retries, timeout and errors). */
  readonly fetchBody: (options?: CallOptions) => Promise<string>;
  readonly passphrase: string;
  /** The local database's name; the worker opens the same one. */
  readonly databaseName: string;
  /** The page's own catalog store: reads the cached catalog, and writes when there is no worker. */
  readonly store: CatalogStore;
  readonly log: (message: string, detail?: unknown) => void;
  readonly now: () => number;
  /** Starts a catalog worker; null runs the pipeline on the page. */
  readonly startWorker: (() => CatalogWorker) | null;
  /**
   * The worker index.html's starter started on a first visit, already fetching `getgames`: the
   * first `getGames` gives it the job, and asks through `fetchBody` only if that request fails.
   */
  readonly earlyWorker?: CatalogWorker | null;
  /** How long the first `getGames` waits for the early worker's body before asking again: the client's `timeoutMs`, resolved as the client does. */
  readonly earlyTimeoutMs?: number;
  readonly chunkGames?: number;
  /** The bound on the catalog's inflated plaintext (the options' `envelopeMaxInflatedBytes`). */
  readonly maxInflatedBytes?: number;
}

/** The catalog calls of the app (`getGames` and the catalog store) with the pipeline in a worker. */
export interface CatalogSource {
  /** Fetches, then reads the catalog in the worker (on the page without one); rejects with a ControllerError. */
  getGames(options?: CallOptions): Promise<Catalog>;
  /** The page's store, whose `replace` of a catalog the worker already stores waits for that write instead. */
  readonly store: CatalogStore;
}

/** Performance marks of the catalog pipeline (the benchmark reads them): the body received, the games ready. */
export const CATALOG_MARKS = { received: 'lobby:catalog-received', ready: 'lobby:catalog-ready' } as const;

/** A mark now, or at `epochMs` (a time another thread took) on this page's timeline. */
const mark = (name: string, epochMs?: number) => {
  try {
    const startTime = epochMs === undefined ? undefined : epochMs - performance.timeOrigin;
    globalThis.performance?.mark?.(name, startTime === undefined || !(startTime >= 0) ? undefined : { startTime });
  } catch {
    // Marks are a measuring aid; a platform without them loses nothing.
  }
};

/** The worker could not run the job (failed to load, blocked, crashed before answering). */
class WorkerUnavailable extends Error {}

/** The early worker's own request brought no body (failed, not 2xx, or no answer in time). */
class NoEarlyBody extends Error {}

interface WorkerResult {
  readonly catalog: Catalog;
  /** Settles when the worker has stored the catalog (or given up). */
  readonly stored: Promise<void>;
}

function errorFrom(error: Extract<CatalogReply, { type: 'failed' }>['error']): ControllerError {
  if ('kind' in error) return new ControllerError(error);
  return new ControllerError({ kind: 'invalid', action: 'getgames', message: `getgames: ${error.message}` });
}

const asControllerError = (error: unknown) => (isControllerError(error) ? error : errorFrom({ message: String(error) }));

function aborted(signal: AbortSignal): ControllerError {
  return new ControllerError({ kind: 'aborted', action: 'getgames', message: 'getgames: aborted', cause: signal.reason });
}

/**
 * The catalog pipeline (catalog-pipeline.ts) off the main thread: the page fetches the body, the
 * worker decrypts, inflates, parses, validates and stores it, and the page receives games ready
 * to show, in parts. Where no worker can run, the same pipeline runs on the page.
 */
export function catalogSource(options: CatalogSourceOptions): CatalogSource {
  const { store, log } = options;
  const chunkGames = options.chunkGames ?? defaultLobbyOptions.catalogTransferChunkGames;
  const inline = catalogPipeline(options.passphrase, store, (message) => log(message), options.maxInflatedBytes);
  let startWorker = options.startWorker;
  let earlyWorker = options.earlyWorker ?? null;
  const earlyTimeoutMs = clientTimeoutMs(options.earlyTimeoutMs);
  let pending: WorkerResult | null = null;

  /** Runs the job in a worker; a null body is the one the (early) worker fetches itself. */
  function inWorker(body: string | null, signal: AbortSignal | undefined, start: () => CatalogWorker): Promise<WorkerResult> {
    let worker: CatalogWorker;
    try {
      worker = start();
    } catch (error) {
      return Promise.reject(new WorkerUnavailable(String(error)));
    }
    return new Promise<WorkerResult>((resolve, reject) => {
      const games: Game[] = [];
      let handedOver = false;
      let settleStored = () => {};
      const stored = new Promise<void>((done) => {
        settleStored = done;
      });
      // Only a body the worker fetches itself is waited for here: the client's own request has its timeout.
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(deadline);
        signal?.removeEventListener('abort', onAbort);
        worker.terminate();
        settleStored();
      };
      if (body === null) {
        deadline = setTimeout(() => {
          finish();
          reject(new NoEarlyBody(`no catalog within ${earlyTimeoutMs} ms`));
        }, earlyTimeoutMs);
      }
      const onAbort = () => {
        finish();
        if (signal) reject(aborted(signal));
      };
      worker.addEventListener('message', (event: MessageEvent<CatalogReply | HeroReply>) => {
        const reply = event.data;
        // The hero banner index.html's starter asked the worker for: the starter's own answer.
        if (reply.type === 'hero') return;
        if (reply.type === 'received') {
          clearTimeout(deadline);
          mark(CATALOG_MARKS.received, reply.at);
        } else if (reply.type === 'no-body') {
          finish();
          reject(new NoEarlyBody('the request failed'));
        } else if (reply.type === 'games') for (const game of reply.games) games.push(game);
        else if (reply.type === 'log') log(reply.message);
        // Handed over on a task of its own: the page renders the catalog after this message's task
        // ends, so the browser may paint and take input in between.
        else if (reply.type === 'catalog') {
          handedOver = true;
          void nextTask().then(() => resolve({ catalog: { ...reply.rest, games }, stored }));
        } else if (reply.type === 'stored') finish();
        else {
          finish();
          reject(errorFrom(reply.error));
        }
      });
      const onError = (event: Event) => {
        finish();
        // The worker never ran (a missing file, a policy) or stopped before handing the games over:
        // the page runs the job. After the hand-over only the database write is lost.
        if (!handedOver) reject(new WorkerUnavailable('message' in event ? String(event.message) : event.type));
        else log('the catalog worker stopped; the local database keeps the previous catalog', event);
      };
      worker.addEventListener('error', onError);
      worker.addEventListener('messageerror', onError);
      signal?.addEventListener('abort', onAbort, { once: true });
      const job: CatalogJob = {
        type: 'job',
        body,
        passphrase: options.passphrase,
        databaseName: options.databaseName,
        savedAt: options.now(),
        chunkGames,
        ...(options.maxInflatedBytes === undefined ? {} : { maxInflatedBytes: options.maxInflatedBytes }),
      };
      worker.postMessage(job);
    });
  }

  function ready(result: WorkerResult): Catalog {
    pending = result;
    mark(CATALOG_MARKS.ready);
    return result.catalog;
  }

  return {
    async getGames(callOptions = {}) {
      const { signal } = callOptions;
      const early = earlyWorker;
      earlyWorker = null;
      if (early) {
        try {
          return ready(await inWorker(null, signal, () => early));
        } catch (error) {
          if (!(error instanceof NoEarlyBody || error instanceof WorkerUnavailable)) throw asControllerError(error);
          log('the catalog request started with the page brought no catalog; asking again', error.message);
        }
      }
      const body = await options.fetchBody(callOptions);
      mark(CATALOG_MARKS.received);
      if (signal?.aborted) throw aborted(signal);
      if (startWorker) {
        try {
          return ready(await inWorker(body, signal, startWorker));
        } catch (error) {
          if (!(error instanceof WorkerUnavailable)) throw asControllerError(error);
          log('the catalog worker could not start; the catalog is read on the page', error.message);
          startWorker = null;
        }
      }
      const catalog = await inline.read(body);
      mark(CATALOG_MARKS.ready);
      return catalog;
    },
    store: {
      read: () => store.read(),
      savedAt: () => store.savedAt(),
      replace(catalog, savedAt) {
        if (pending?.catalog === catalog) return pending.stored;
        return inline.save(catalog, savedAt);
      },
    },
  };
}

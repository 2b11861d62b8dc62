import { createControllerClient, defaultFetch } from '@lobby/api';
import { catalogSource } from '../catalog/catalog-source.ts';
import type { CatalogStore } from '../catalog/catalog-store.ts';
import { catalogWorkerStarter } from '../catalog/start-catalog-worker.ts';
import type { CoreProfile } from '../profile.ts';
import { withEarlyResponse } from '../start-up/early-response.ts';
import type { EarlyStart } from '../start-up/early-start.ts';
import type { LobbyApi } from '../data/calls.ts';

/** The controller client and the catalog pipeline of a browser app. */
export interface ControllerDeps {
  readonly api: LobbyApi;
  /** The page's catalog store, whose `replace` of a catalog the worker already stores waits for that write. */
  readonly catalogStore: CatalogStore;
}

/**
 * The controller's side of the browser's dependencies: the client (envelope decoding, answer
 * schemas) and the catalog worker's starter. A chunk of its own that start-up fetches beside the
 * data layer, so that the first screen's code does not carry them.
 */
export function controllerDeps(
  profile: CoreProfile,
  local: {
    readonly databaseName: string;
    readonly store: CatalogStore;
    /** What the page started before the app ran: the home's promotions, the catalog worker. */
    readonly early: EarlyStart;
    readonly chunkGames: number;
    /** The bound on an answer's inflated plaintext (the options' `envelopeMaxInflatedBytes`). */
    readonly maxInflatedBytes: number;
  },
  log: (message: string, detail?: unknown) => void,
): ControllerDeps {
  const client = createControllerClient({
    endpoint: profile.controller.base,
    passphrase: profile.controller.passphrase,
    timeoutMs: profile.controller.timeoutMs,
    maxInflatedBytes: local.maxInflatedBytes,
    logger: { warn: log },
    // index.html starts these two (tooling/vite-preset early-calls.ts): preloads, or for the catalog
    // of a built app, a worker that fetches it.
    preloaded: ['getConfig', 'getGames'],
    // And on the home, the promotions: a POST, which no preload can make; the client takes the
    // answer to the request the page's script made.
    fetch: withEarlyResponse(local.early.promos, defaultFetch),
  });
  // The catalog is read and stored in a worker; the page fetches it (on a first visit, the worker
  // index.html started has fetched it already) and receives the games.
  const catalog = catalogSource({
    fetchBody: client.getGamesBody,
    passphrase: profile.controller.passphrase,
    databaseName: local.databaseName,
    store: local.store,
    log,
    now: () => Date.now(),
    startWorker: catalogWorkerStarter(),
    earlyWorker: local.early.catalogWorker,
    chunkGames: local.chunkGames,
    maxInflatedBytes: local.maxInflatedBytes,
    earlyTimeoutMs: profile.controller.timeoutMs,
  });
  return { api: { ...client, getGames: catalog.getGames }, catalogStore: catalog.store };
}

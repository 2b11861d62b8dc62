import { anySignal } from '@lobby/api';
import { type VariantId, variantOf } from '@lobby/domain';
import { isAnyOf } from '@reduxjs/toolkit';
import { readConfig, readGames } from '../data/boot-reads.ts';
import type { DataLayer } from '../data/data-layer-types.ts';
import type { DataLayerHost } from './data-layer-host.ts';
import { bootFailureOf } from './failure.ts';
import type { AppStartListening } from './listening.ts';
import { selectOptions } from './selectors.ts';
import { bootFailed, bootRequested, bootSucceeded, catalogShown, laterPartsLoaded } from './session-slice.ts';

/**
 * Start-up per the spec: configuration, then the catalog into the local database (reset and
 * reloaded on every load), then ready. A catalog cached by an earlier visit is shown at once while
 * the fresh one loads, and keeps the lobby usable if that load fails. Both reads are the data
 * layer's, which start-up loads first; their answers stay in its cache.
 */
export function addBootListeners(startListening: AppStartListening, dataLayer: DataLayerHost, expectedVariant: VariantId): void {
  startListening({
    actionCreator: bootRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      // A call that never answers would keep the loading screen up through every retry of every call.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), selectOptions(api.getState()).bootDeadlineMs);
      try {
        await boot(api, dataLayer, anySignal([api.signal, deadline.signal]), expectedVariant);
      } finally {
        clearTimeout(timer);
      }
    },
  });
  // The app becomes installable, and its offline copy installs, once the first screen and the parts
  // after it have loaded (or the start-up error screen shows), when the page's requests are quiet:
  // the manifest and the offline copy's download never share the line with the first screen's.
  startListening({
    matcher: isAnyOf(laterPartsLoaded, bootFailed),
    effect: (_action, api) => {
      api.unsubscribe();
      api.extra.installApp();
    },
  });
}

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** The data layer, or a rejection when `signal` aborts first (a chunk that never arrives counts against the deadline). */
function layerOf(dataLayer: DataLayerHost, signal: AbortSignal): Promise<DataLayer> {
  if (dataLayer.current) return Promise.resolve(dataLayer.current);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    signal.addEventListener('abort', stop, { once: true });
    dataLayer.load().then(resolve, reject);
  });
}

async function boot(api: ListenerApi, dataLayer: DataLayerHost, signal: AbortSignal, expectedVariant: VariantId): Promise<void> {
  const { catalogStore, log, isOffline } = api.extra;
  // The data layer and, through it, the configuration are asked for while the cached catalog is
  // read, not after it (index.html has already started both start-up calls: their answers wait).
  const layer = layerOf(dataLayer, signal);
  const configAnswer = layer.then(({ lobbyApi }) => readConfig(lobbyApi, api.dispatch, signal));
  configAnswer.catch(() => undefined);
  // The cached catalog shows as soon as it is read; a read that never answers (a database
  // blocked by another tab, an engine that holds it) does not hold start-up back.
  const cachedShown =
    api.getState().session.catalogSource === 'none'
      ? Promise.all([catalogStore.read(), layer])
          .then(([cached, { lobbyApi }]) => {
            // A catalog from the controller came first: the cached one is older.
            if (!cached || api.getState().session.catalogSource !== 'none') return;
            api.dispatch(lobbyApi.util.upsertQueryEntries([{ endpointName: 'getGames', arg: undefined, value: Object.freeze(cached) }]));
            api.dispatch(catalogShown('cache'));
          })
          // No cached catalog then (the database failed, or the data layer: the configuration's read says why).
          .catch(() => undefined)
      : Promise.resolve();
  try {
    const answer = await configAnswer;
    const variant = variantOf(answer.casino).id;
    if (variant !== expectedVariant) {
      api.dispatch(bootFailed({ kind: 'misconfigured', detail: `controller runs a ${variant} casino` }));
      return;
    }
  } catch (error) {
    if (api.signal.aborted) return;
    log('configuration could not be loaded', error);
    api.dispatch(bootFailed(bootFailureOf(error, isOffline())));
    return;
  }
  try {
    const options = selectOptions(api.getState());
    await settledWithin(cachedShown, options.cachedCatalogReadMaxMs);
    // With the cached catalog on screen, the fresh one is asked for once the lobby has shown it
    // and painted (index.html did not preload it): its transfer and its store updates do not
    // compete with the first screen's. Each wait is bounded: a lobby that never shows, a hidden
    // tab that does not paint (`afterPaint` bounds its own).
    if (api.getState().session.catalogSource === 'cache') {
      await api.condition((_action, state) => state.session.lobbyShown, options.freshCatalogAfterPaintMaxMs);
      await api.extra.afterPaint();
    }
    await readGames((await layer).lobbyApi, api.dispatch, signal);
    api.dispatch(catalogShown('network'));
  } catch (error) {
    if (api.signal.aborted) return;
    log('games could not be loaded', error);
    if (api.getState().session.catalogSource === 'none') {
      api.dispatch(bootFailed(bootFailureOf(error, isOffline())));
      return;
    }
  }
  api.dispatch(bootSucceeded());
}

/** Resolves when `promise` settles, or after `ms` at most. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

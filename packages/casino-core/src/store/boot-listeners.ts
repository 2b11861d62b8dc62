import { defaultLobbyOptions, type VariantId, variantOf } from '@lobby/domain';
import { isAnyOf } from '@reduxjs/toolkit';
import { catalogLoaded } from './catalog-slice.ts';
import type { DataLayer, DataLayerHost } from './data-layer-host.ts';
import { bootFailureOf } from './failure.ts';
import { bootFailed, bootRequested, bootSucceeded, configLoaded, lobbyShown } from './session-slice.ts';
import type { AppStartListening } from './store.ts';

/** How long start-up (configuration and catalog) may take before the error screen says so. */
export const BOOT_DEADLINE_MS = 18_000;

/**
 * Start-up per the spec: configuration, then the catalog into the local database (reset and
 * reloaded on every load), then ready. A catalog cached by an earlier visit is shown at once while
 * the fresh one loads, and keeps the lobby usable if that load fails. Both reads are the data
 * layer's (`data/boot-api.ts`), which start-up loads first.
 */
export function addBootListeners(startListening: AppStartListening, dataLayer: DataLayerHost, expectedVariant: VariantId): void {
  startListening({
    actionCreator: bootRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      // A call that never answers would keep the loading screen up through every retry of every call.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), BOOT_DEADLINE_MS);
      try {
        await boot(api, dataLayer, AbortSignal.any([api.signal, deadline.signal]), expectedVariant);
      } finally {
        clearTimeout(timer);
      }
    },
  });
  // The app becomes installable, and its offline copy installs, once the first screen is up (the
  // lobby, or the start-up error screen), when its requests are done: the manifest and the
  // offline copy's download do not share the line with them.
  startListening({
    matcher: isAnyOf(lobbyShown, bootFailed),
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
  const configAnswer = layer.then((loaded) => loaded.readConfig(api.dispatch, signal));
  configAnswer.catch(() => undefined);
  const cached = api.getState().catalog.source === 'none' ? await catalogStore.read().catch(() => null) : null;
  if (cached) api.dispatch(catalogLoaded({ catalog: cached, source: 'cache' }));
  try {
    const answer = await configAnswer;
    const variant = variantOf(answer.casino).id;
    if (variant !== expectedVariant) {
      api.dispatch(bootFailed({ kind: 'misconfigured', detail: `controller runs a ${variant} casino` }));
      return;
    }
    api.dispatch(configLoaded({ config: answer.casino, player: answer.player }));
  } catch (error) {
    if (api.signal.aborted) return;
    log('configuration could not be loaded', error);
    api.dispatch(bootFailed(bootFailureOf(error, isOffline())));
    return;
  }
  try {
    // With the cached catalog on screen, the fresh one is asked for once the lobby has painted
    // (index.html did not preload it): its transfer and its store updates do not compete with the
    // first screen's. A hidden tab does not paint: it waits a second at most.
    if (cached) {
      await api.condition((_action, state) => state.session.lobbyShown, defaultLobbyOptions.freshCatalogAfterPaintMaxMs);
      await api.extra.afterPaint();
    }
    const fresh = await (await layer).readGames(api.dispatch, signal);
    api.dispatch(catalogLoaded({ catalog: fresh, source: 'network' }));
  } catch (error) {
    if (api.signal.aborted) return;
    log('games could not be loaded', error);
    if (api.getState().catalog.source === 'none') {
      api.dispatch(bootFailed(bootFailureOf(error, isOffline())));
      return;
    }
  }
  api.dispatch(bootSucceeded());
}

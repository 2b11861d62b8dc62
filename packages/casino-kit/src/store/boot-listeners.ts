import { type Catalog, type CasinoConfig, type VariantId, variantOf } from '@lobby/domain';
import { catalogLoaded } from './catalog-slice.ts';
import { bootFailureOf } from './failure.ts';
import { bootFailed, bootRequested, bootSucceeded, configLoaded, sessionExpired } from './session-slice.ts';
import type { AppStartListening } from './store.ts';

/** How long start-up (configuration and catalog) may take before the error screen says so. */
export const BOOT_DEADLINE_MS = 18_000;

/**
 * Start-up per the spec: configuration, then the catalog into the local database (reset and
 * reloaded on every load), then ready. A catalog cached by an earlier visit is shown at once while
 * the fresh one loads, and keeps the lobby usable if that load fails.
 */
export function addBootListeners(startListening: AppStartListening, expectedVariant: VariantId): void {
  startListening({
    actionCreator: bootRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      // A call that never answers would keep the loading screen up through every retry of every call.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), BOOT_DEADLINE_MS);
      try {
        await boot(api, AbortSignal.any([api.signal, deadline.signal]), expectedVariant);
      } finally {
        clearTimeout(timer);
      }
    },
  });

  // A 401 means the player logged out elsewhere: reload the configuration as a guest.
  startListening({
    actionCreator: sessionExpired,
    effect: async (_action, api) => {
      try {
        const answer = await api.extra.api.getConfig({ signal: api.signal });
        api.dispatch(configLoaded({ config: answer.casino, player: answer.player }));
      } catch (error) {
        api.extra.log('configuration could not be reloaded after the session ended', error);
      }
    },
  });
}

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

async function boot(api: ListenerApi, signal: AbortSignal, expectedVariant: VariantId): Promise<void> {
  const { api: controller, catalogStore, now, log, isOffline } = api.extra;
  // The configuration is asked for while the cached catalog is read, not after it.
  const configAnswer = controller.getConfig({ signal });
  configAnswer.catch(() => undefined);
  const cached = api.getState().catalog.source === 'none' ? await catalogStore.read().catch(() => null) : null;
  if (cached) api.dispatch(catalogLoaded({ catalog: cached, source: 'cache' }));
  let config: CasinoConfig;
  try {
    const answer = await configAnswer;
    config = answer.casino;
    if (variantOf(config).id !== expectedVariant) {
      api.dispatch(bootFailed({ kind: 'misconfigured', detail: `controller runs a ${variantOf(config).id} casino` }));
      return;
    }
    api.dispatch(configLoaded({ config, player: answer.player }));
  } catch (error) {
    if (api.signal.aborted) return;
    log('configuration could not be loaded', error);
    api.dispatch(bootFailed(bootFailureOf(error, isOffline())));
    return;
  }
  let fresh: Catalog | null = null;
  try {
    fresh = await controller.getGames({ signal });
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
  // The local database is written after the lobby shows: the next visit needs it, this one does not.
  if (fresh) await catalogStore.replace(fresh, now());
}

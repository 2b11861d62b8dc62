import type { ConfigAnswer } from '@lobby/api';
import type { Catalog, CasinoConfig, LobbyOptionOverrides, Player, VariantId } from '@lobby/domain';
import { createApi } from '@reduxjs/toolkit/query';
import { createDataLayer } from '../data/data-layer.ts';
import type { DataLayer } from '../data/data-layer-types.ts';
import { lobbyApiDefinition } from '../data/lobby-api.ts';
import type { AppDeps } from '../store/deps.ts';
import type { StartOptions } from '../store/start-app.ts';
import { createAppStore } from '../store/store.ts';
import { signedInSession, testConfig, testPlayer } from './test-deps.ts';

/** A data layer over RTK Query's plain `createApi`, a new one for each call: each test store its own. */
export function testDataLayer(): DataLayer {
  return createDataLayer(createApi(lobbyApiDefinition));
}

/** What `signedInStore` seeds the cache with; every answer has a default. */
export interface SignedIn {
  readonly layer?: DataLayer;
  readonly config?: CasinoConfig;
  /** The player; null for a guest. */
  readonly player?: Player | null;
  readonly catalog?: Catalog;
  /** The options the app's profile sets. */
  readonly options?: LobbyOptionOverrides;
}

/**
 * A store as start-up leaves it for a logged-in player, without the start-up listeners: the data
 * layer in (`layer`, or a plain one), the configuration and the player in its cache.
 */
export function signedInStore(
  deps: AppDeps,
  { layer = testDataLayer(), config = testConfig(), player = testPlayer(), catalog, options = {} }: SignedIn = {},
) {
  const casino = { variant: config.is_fusion ? 'fusion' : 'single-provider', optionOverrides: options } as const;
  const created = createAppStore(deps, { loadDataLayer: async () => layer, preloaded: { session: signedInSession(), casino } });
  const { lobbyApi } = created.store.dataLayer.use(layer);
  const answer: ConfigAnswer = { casino: config, player };
  created.store.dispatch(
    lobbyApi.util.upsertQueryEntries([
      { endpointName: 'getConfig', arg: undefined, value: answer },
      ...(catalog ? [{ endpointName: 'getGames' as const, arg: undefined, value: catalog }] : []),
    ]),
  );
  return { ...created, lobbyApi };
}

/** How tests start the app (`startApp`): `variant`, and a plain data layer of its own. */
export const testStart = (variant: VariantId = 'fusion'): StartOptions => ({ variant, loadDataLayer: async () => testDataLayer() });

/** A store without start-up's listeners, whose data layer (`layer`, or a plain one) loads when first asked for. */
export function bareStore(deps: AppDeps, layer: DataLayer = testDataLayer()) {
  return createAppStore(deps, { loadDataLayer: async () => layer });
}

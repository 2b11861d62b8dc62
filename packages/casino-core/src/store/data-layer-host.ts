import { firstScreenTurn } from '../start-up/early-hero.ts';

/** The data layer module: RTK Query's api and the endpoints the store's listeners call. */
export type DataLayer = typeof import('../data/data-layer.ts');

/**
 * The store's handle on the data layer, which is not part of the first screen's code: it loads
 * after the first paint, or at its first use (a listener's call, a page that reads a query), once;
 * on a first visit to the home, after the banner the page read early has painted (`firstScreenTurn`).
 */
export interface DataLayerHost {
  /** Loads the data layer and puts it into the store, once; resolves to its endpoints. */
  load(): Promise<DataLayer>;
  /** Puts a data layer the caller has already imported into the store (tests), once. */
  use(layer: DataLayer): DataLayer;
  /** The data layer once it is in the store, else null. */
  readonly current: DataLayer | null;
}

/** A host that runs `install` (reducer and middleware into the store) the first time the layer arrives. */
export function dataLayerHost(
  install: (layer: DataLayer) => void,
  importLayer: () => Promise<DataLayer> = () => firstScreenTurn().then(() => import('../data/data-layer.ts')),
): DataLayerHost {
  let current: DataLayer | null = null;
  let loading: Promise<DataLayer> | null = null;
  const use = (layer: DataLayer) => {
    if (current === null) {
      install(layer);
      current = layer;
    }
    return current;
  };
  return {
    load() {
      loading ??= importLayer().then(use, (error: unknown) => {
        // A chunk that failed to load (offline) may load on the next try.
        loading = null;
        throw error;
      });
      return loading;
    },
    use,
    get current() {
      return current;
    },
  };
}

import type { DataLayer, DataLayerHost } from '../data/data-layer-types.ts';

export type { DataLayerHost } from '../data/data-layer-types.ts';

/** A host that runs `install` (reducer, middleware, listeners into the store) the first time the layer arrives. */
export function dataLayerHost(install: (layer: DataLayer) => void, importLayer: () => Promise<DataLayer>): DataLayerHost {
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

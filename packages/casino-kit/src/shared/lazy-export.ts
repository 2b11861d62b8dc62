import { type ComponentType, lazy } from 'react';

/**
 * A component loaded when first rendered: `load` resolves to its module (several components may
 * share one), `pick` names the component in it.
 */
export function lazyExport<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  return lazy(async () => ({ default: pick(await load()) }));
}

import { type ComponentType, lazy } from 'react';

/** A page loaded when first visited: `load` resolves to its module, `pick` names the page in it. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

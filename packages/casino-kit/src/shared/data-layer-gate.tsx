import { type ComponentType, lazy, type ReactNode, use, useEffect } from 'react';
import type { DataLayerHost } from '@lobby/casino-core';
import { useDeps } from './deps-context.tsx';
import { useAppStore } from './hooks.ts';

// One settled promise per load attempt, so `use` sees the same promise on every render.
const outcomes = new WeakMap<Promise<unknown>, Promise<boolean>>();

function loaded(host: DataLayerHost): Promise<boolean> {
  const loading = host.load();
  let outcome = outcomes.get(loading);
  if (!outcome) {
    outcome = loading.then(
      () => true,
      () => false,
    );
    outcomes.set(loading, outcome);
  }
  return outcome;
}

/** Says once, quietly, that an optional part of the screen could not be loaded. */
export function Unavailable({ part }: { part: string }) {
  const { log } = useDeps();
  useEffect(() => log(`${part} could not be loaded`), [log, part]);
  return null;
}

/**
 * Renders `children` once the data layer is in the store, suspending until then (it loads after
 * the first paint, so this waits only when a part that reads a query comes first). With `skip`
 * the children render at once: they read no query. An `optional` part (a popup, a promotion slot)
 * shows nothing when the data layer cannot load; anything else fails to its route's error screen.
 */
export function DataLayerGate({ children, skip = false, optional }: { children: ReactNode; skip?: boolean; optional?: string }) {
  const { dataLayer } = useAppStore();
  if (skip || dataLayer.current !== null) return children;
  if (optional === undefined) {
    use(dataLayer.load());
    return children;
  }
  return use(loaded(dataLayer)) ? children : <Unavailable part={optional} />;
}

/** A lazily loaded optional part: when its code cannot be fetched (offline, a navigation away), it shows nothing. */
export function optionalPart<P extends object = object>(part: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: () => <Unavailable part={part} /> };
    }
  });
}

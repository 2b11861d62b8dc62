import { type ReactNode, use } from 'react';
import { useAppStore } from './hooks.ts';

/**
 * Renders `children` once the data layer is in the store, suspending until then (it loads after
 * the first paint, so this waits only when a part that reads a query comes first). With `skip`
 * the children render at once: they read no query.
 */
export function DataLayerGate({ children, skip = false }: { children: ReactNode; skip?: boolean }) {
  const { dataLayer } = useAppStore();
  if (!skip && dataLayer.current === null) use(dataLayer.load());
  return children;
}

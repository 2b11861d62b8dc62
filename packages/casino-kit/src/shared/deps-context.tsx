import { createContext, use } from 'react';
import type { AppDeps } from '@lobby/casino-core';

/** The app's effects, for the few components that call the controller themselves. */
export const DepsContext = createContext<AppDeps | null>(null);

/** The app's effects; only inside the app. */
export function useDeps(): AppDeps {
  const deps = use(DepsContext);
  if (!deps) throw new Error('useDeps() needs the casino app around it');
  return deps;
}

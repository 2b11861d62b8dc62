import { lazyExport } from '../../shared/lazy-export.ts';
import type { Slots } from '../../shared/slots.tsx';

/** The slots the lobby feature fills: the search panel, its code loaded when search first opens. */
export const LOBBY_SLOTS = {
  Search: lazyExport(
    () => import('./search-host.tsx'),
    (module) => module.SearchHost,
  ),
} as const satisfies Partial<Slots>;

import { optionalPart } from '../../shared/data-layer-gate.tsx';
import { lazyExport } from '../../shared/lazy-export.ts';
import type { Slots } from '../../shared/slots.tsx';

/** The slots the rewards feature fills: the player's offers over every page, and the home's `dfs` widget. */
export const REWARDS_SLOTS = {
  // They ask the controller: their code comes with the parts after the first screen.
  PlayerOffers: optionalPart('the player offers', async () => (await import('./player-offers.tsx')).PlayerOffers),
  DfsWidget: lazyExport(
    () => import('./dfs-widget.tsx'),
    (module) => module.DfsWidget,
  ),
} as const satisfies Partial<Slots>;

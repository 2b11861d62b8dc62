import { DataLayerGate } from '../../shared/data-layer-gate.tsx';
import { DfsPopupHost } from './dfs-popup-host.tsx';
import { FiftyFreeHost } from './fifty-free-host.tsx';

/**
 * The offers the shell shows a visitor over any page once the first screen is in: the fifty-free
 * offer and the daily free spins popup. They ask the controller, so they wait for the data layer,
 * and show nothing when it cannot load.
 */
export function PlayerOffers() {
  return (
    <DataLayerGate optional="the player's offers">
      <FiftyFreeHost />
      <DfsPopupHost />
    </DataLayerGate>
  );
}

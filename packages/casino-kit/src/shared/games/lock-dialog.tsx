import type { Game } from '@lobby/domain';
import { lazy } from 'react';
import { DataLayerGate } from '../data-layer-gate.tsx';

// The details request, its states and the widget load together when a locked game is first opened.
const LockModal = lazy(() => import('./lock-modal.tsx'));

/** A locked game's modal, as a card opens it (lock-modal-host.tsx): its code loads on first use. */
export function LockDialog(props: { readonly game: Game; readonly open: boolean; readonly onClose: () => void }) {
  return (
    <DataLayerGate>
      <LockModal {...props} />
    </DataLayerGate>
  );
}

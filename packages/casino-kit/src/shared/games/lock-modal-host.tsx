import type { Game } from '@lobby/domain';
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useState } from 'react';
import { DataLayerGate } from '../data-layer-gate.tsx';

// The details request, its states and the widget load together when a locked game is first opened.
const LockModal = lazy(() => import('./lock-modal.tsx'));

const OpenLockContext = createContext<(game: Game) => void>(() => undefined);

/** Opens the lock modal for a game. */
export function useOpenLock(): (game: Game) => void {
  return use(OpenLockContext);
}

/** Hosts the game lock modal: remembers which game was asked for; the modal does the rest. */
export function LockModalHost({ children }: { children: ReactNode }) {
  const [game, setGame] = useState<Game | null>(null);
  const [open, setOpen] = useState(false);

  const openLock = useCallback((next: Game) => {
    setGame(next);
    setOpen(true);
  }, []);

  return (
    <OpenLockContext value={openLock}>
      {children}
      {game ? (
        <Suspense fallback={null}>
          <DataLayerGate>
            <LockModal game={game} open={open} onClose={() => setOpen(false)} />
          </DataLayerGate>
        </Suspense>
      ) : null}
    </OpenLockContext>
  );
}

import type { Game } from '@lobby/domain';
import { type ComponentType, createContext, type ReactNode, Suspense, use, useCallback, useState } from 'react';

/** A dialog a game card opens for its game: the lock modal, the game's info. */
export type GameDialog = ComponentType<{ readonly game: Game; readonly open: boolean; readonly onClose: () => void }>;

const OpenDialogContext = createContext<(game: Game, dialog: GameDialog) => void>(() => undefined);

/** Opens `dialog` for a game, over the page. */
export function useOpenGameDialog(): (game: Game, dialog: GameDialog) => void {
  return use(OpenDialogContext);
}

/**
 * Hosts the dialog a game card opens (a locked game's modal, a game's info): remembers the game
 * and the dialog, which does the rest and brings its own code (the cards' file names them, not
 * the shell's).
 */
export function LockModalHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ game: Game; Dialog: GameDialog } | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = useCallback((game: Game, Dialog: GameDialog) => {
    setShown({ game, Dialog });
    setOpen(true);
  }, []);

  return (
    <OpenDialogContext value={openDialog}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <shown.Dialog game={shown.game} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </OpenDialogContext>
  );
}

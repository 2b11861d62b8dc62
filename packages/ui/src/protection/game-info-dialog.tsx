import { Modal } from '../modal/modal.tsx';
import { useUi } from '../ui-context.tsx';
import { GameInfoPanel, type GameInfoPanelProps } from './game-info-panel.tsx';

/** Props of {@link GameInfoDialog}. */
export interface GameInfoDialogProps extends Omit<GameInfoPanelProps, 'heading'> {
  open: boolean;
  /** The game's name, in the dialog's title. */
  gameName: string;
  onClose: () => void;
}

/**
 * The game info panel in a dialog, from a game card or the play screen: Escape, the close button
 * or the backdrop close it, and the focus goes back to the button that opened it.
 */
export function GameInfoDialog({ open, gameName, onClose, ...panel }: GameInfoDialogProps) {
  const { t } = useUi();
  return (
    <Modal open={open} onClose={onClose} size="sm" title={t('protection.game.dialog', { name: gameName })}>
      <GameInfoPanel {...panel} heading={false} />
    </Modal>
  );
}

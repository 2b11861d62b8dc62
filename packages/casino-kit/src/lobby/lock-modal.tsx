import { GameLockModal, type GameLockModalProps } from '@lobby/ui';

/** The lock modal widget, in its own chunk: most visits never open it. */
export default function LockModal(props: GameLockModalProps) {
  return <GameLockModal {...props} />;
}

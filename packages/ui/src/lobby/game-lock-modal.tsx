import { Button, buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { DepositEntry } from '../link/deposit-link.tsx';
import { Modal } from '../modal/modal.tsx';
import { type UiContextValue, useUi } from '../ui-context.tsx';
import { GameThumb } from './game-thumb.tsx';
import { LobbyGlyph } from './lobby-glyph.tsx';

/** Why a game is locked: VIP class, a date after signing up (pre-formatted by the app), or a deposit. */
export type GameLockKind = { kind: 'vip' } | { kind: 'signup'; availableFrom: string | null } | { kind: 'deposit' };

/** The lock details request: under way, failed, or answered. */
export type GameLockStatus = { status: 'loading' } | { status: 'error' } | { status: 'ready'; lock: GameLockKind };

/** Props of {@link GameLockModal}. */
export interface GameLockModalProps {
  open: boolean;
  onClose: () => void;
  gameName: string;
  /** The landscape picture if the game has one, else any picture; broken or missing shows initials. */
  image?: string | null;
  state: GameLockStatus;
  /** Retries the details request after an error. */
  onRetry?: () => void;
  /** Opens live chat (VIP locks); without it the button is not shown. */
  onLiveChat?: () => void;
  /** The cashier (deposit locks); without it the button is not shown. */
  depositHref?: string;
}

function LockMessage({ state }: { state: GameLockStatus }) {
  const { t } = useUi();
  if (state.status === 'loading') {
    return (
      <p className="lb-lock__loading">
        <span className="lb-game-grid__spinner" aria-hidden="true" />
        {t('lobby.lock.loading')}
      </p>
    );
  }
  if (state.status === 'error') return <p className="lb-lock__error">{t('lobby.lock.error')}</p>;
  const { lock } = state;
  if (lock.kind === 'vip') return <p>{t('lobby.lock.vip')}</p>;
  if (lock.kind === 'deposit') return <p>{t('lobby.lock.deposit')}</p>;
  return (
    <>
      <p className="lb-lock__date">
        <Icon name="clock" size={18} />
        {lock.availableFrom ? t('lobby.lock.availableFrom', { date: lock.availableFrom }) : t('lobby.lock.availableSoon')}
      </p>
      <p>{t('lobby.lock.signup')}</p>
    </>
  );
}

type LockActionProps = Pick<GameLockModalProps, 'state' | 'onRetry' | 'onLiveChat' | 'depositHref'>;

/** The footer action for the state, or null when there is none (then the modal has no footer). */
function lockAction(t: UiContextValue['t'], { state, onRetry, onLiveChat, depositHref }: LockActionProps) {
  if (state.status === 'error' && onRetry) {
    return (
      <Button variant="secondary" icon={<Icon name="refresh" />} onClick={onRetry}>
        {t('lobby.lock.retry')}
      </Button>
    );
  }
  if (state.status !== 'ready') return null;
  if (state.lock.kind === 'vip' && onLiveChat) {
    return (
      <Button icon={<Icon name="chat" />} onClick={onLiveChat}>
        {t('lobby.lock.liveChat')}
      </Button>
    );
  }
  if (state.lock.kind === 'deposit' && depositHref) {
    return (
      <DepositEntry
        href={depositHref}
        label={t('lobby.lock.depositButton')}
        className={buttonClassName('primary', 'md')}
        icon={<Icon name="cashier" />}
      />
    );
  }
  return null;
}

/** Why a locked game is locked and what unlocks it, with loading and error states while the details load. */
export function GameLockModal({ open, onClose, gameName, image, state, ...actions }: GameLockModalProps) {
  const { t } = useUi();
  const footer = lockAction(t, { state, ...actions });
  return (
    <Modal open={open} onClose={onClose} title={t('lobby.lock.title', { name: gameName })} size="sm" footer={footer ?? undefined}>
      <div className="lb-lock">
        <div className="lb-lock__media">
          <GameThumb src={image} name={gameName} eager />
          <span className="lb-lock__badge">
            <LobbyGlyph name="lock" size={14} />
            {t('lobby.lock.kicker')}
          </span>
        </div>
        <div className="lb-lock__text" role={state.status === 'error' ? 'alert' : 'status'}>
          <LockMessage state={state} />
        </div>
      </div>
    </Modal>
  );
}

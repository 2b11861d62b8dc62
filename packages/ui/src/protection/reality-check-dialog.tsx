import { formatElapsed } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { RequiredDialog } from './required-dialog.tsx';
import { useNetText } from './session-clock.tsx';

/** Props of {@link RealityCheckDialog}. */
export interface RealityCheckDialogProps {
  open: boolean;
  elapsedMs: number;
  netPosition: number;
  currency: string;
  /** Acknowledges the check; the player plays on. */
  onContinue: () => void;
  onLogout: () => void;
  onViewHistory: () => void;
  /** Set while the acknowledgement is on its way. */
  busy?: boolean;
}

/**
 * The reality check (UKGC, MGA, AGCO): over everything, the game included, with the session's time
 * and net position; it goes away only through one of its three choices.
 */
export function RealityCheckDialog({
  open,
  elapsedMs,
  netPosition,
  currency,
  onContinue,
  onLogout,
  onViewHistory,
  busy,
}: RealityCheckDialogProps) {
  const { t } = useUi();
  const net = useNetText(netPosition, currency);
  const elapsed = formatElapsed(elapsedMs);
  return (
    <RequiredDialog
      open={open}
      title={t('protection.reality.title')}
      description={<p>{t('protection.reality.text', { elapsed, net })}</p>}
      actions={
        <>
          <Button variant="primary" onClick={onContinue} busy={busy}>
            {t('protection.reality.continue')}
          </Button>
          <Button variant="secondary" onClick={onViewHistory}>
            {t('protection.reality.history')}
          </Button>
          <Button variant="ghost" onClick={onLogout}>
            {t('protection.reality.logout')}
          </Button>
        </>
      }
    >
      <dl className="lb-protection-figures">
        <div>
          <dt>{t('protection.clock.elapsed')}</dt>
          <dd>{elapsed}</dd>
        </div>
        <div>
          <dt>{t('protection.clock.net')}</dt>
          <dd>{net}</dd>
        </div>
      </dl>
    </RequiredDialog>
  );
}

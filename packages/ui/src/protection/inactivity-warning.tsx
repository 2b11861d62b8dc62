import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { RequiredDialog } from './required-dialog.tsx';

/** Props of {@link InactivityWarning}. */
export interface InactivityWarningProps {
  open: boolean;
  /** Whole seconds until the logout. */
  secondsLeft: number;
  onStay: () => void;
  onLogout: () => void;
}

/** The warning before an inactivity logout (AGCO): stay logged in, or log out now. */
export function InactivityWarning({ open, secondsLeft, onStay, onLogout }: InactivityWarningProps) {
  const { t } = useUi();
  const minutes = Math.floor(Math.max(0, secondsLeft) / 60);
  const seconds = String(Math.max(0, secondsLeft) % 60).padStart(2, '0');
  return (
    <RequiredDialog
      open={open}
      title={t('protection.inactivity.title')}
      description={<p>{t('protection.inactivity.text', { time: `${minutes}:${seconds}` })}</p>}
      actions={
        <>
          <Button variant="primary" onClick={onStay}>
            {t('protection.inactivity.stay')}
          </Button>
          <Button variant="ghost" onClick={onLogout}>
            {t('protection.inactivity.logout')}
          </Button>
        </>
      }
    />
  );
}

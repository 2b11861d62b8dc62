import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { RequiredDialog } from './required-dialog.tsx';

/** Props of {@link SessionLimitDialog}. */
export interface SessionLimitDialogProps {
  open: boolean;
  /** Epoch ms from which the player may log in again. */
  until: number;
  formatDate: (ms: number) => string;
  /** The player has read it: the logout goes on. */
  onClose: () => void;
}

/** The session-time limit is reached: why the session ends, and when the player may come back; only its button closes it. */
export function SessionLimitDialog({ open, until, formatDate, onClose }: SessionLimitDialogProps) {
  const { t } = useUi();
  return (
    <RequiredDialog
      open={open}
      title={t('protection.session_end.title')}
      description={<p>{t('protection.session_end.text', { date: formatDate(until) })}</p>}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('protection.session_end.ok')}
        </Button>
      }
    />
  );
}

import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { CloseButton } from '../button/close-button.tsx';

/** Colour and icon of a {@link Toast}. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

const TONE_ICON: Record<ToastTone, string> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  error: 'alert',
};

/** Props of {@link Toast}. */
export interface ToastProps {
  tone?: ToastTone;
  title?: string;
  message: string;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
}

/** One notification card; announce it by placing it in a {@link NotificationStack}. */
export function Toast({ tone = 'info', title, message, onDismiss }: ToastProps) {
  const { t } = useUi();
  return (
    <div className={`lb-toast lb-toast--${tone}`}>
      <span className="lb-toast__icon">
        <Icon name={TONE_ICON[tone]} />
      </span>
      <div className="lb-toast__content">
        {title ? <p className="lb-toast__title">{title}</p> : null}
        <p className="lb-toast__message">{message}</p>
      </div>
      {onDismiss ? <CloseButton className="lb-toast__dismiss" label={t('toast.dismiss')} onClick={onDismiss} /> : null}
    </div>
  );
}

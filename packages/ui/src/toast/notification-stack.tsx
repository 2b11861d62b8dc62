import { useUi } from '../ui-context.tsx';
import { Toast } from './toast.tsx';
import type { ToastTone } from './toast.tsx';

/** A notification the app wants shown; `id` must be stable while it is on screen. */
export interface UiNotification {
  id: string;
  tone?: ToastTone;
  title?: string;
  message: string;
}

/** Props of {@link NotificationStack}. */
export interface NotificationStackProps {
  notifications: readonly UiNotification[];
  onDismiss: (id: string) => void;
}

/**
 * A polite live region that always exists, so screen readers announce toasts added later.
 * When each toast hides is the app's decision: it removes it from `notifications`.
 */
export function NotificationStack({ notifications, onDismiss }: NotificationStackProps) {
  const { t } = useUi();
  return (
    <section className="lb-toasts" aria-label={t('toast.region')}>
      <div role="status" className="lb-toasts__list">
        {notifications.map((item) => (
          <Toast key={item.id} tone={item.tone} title={item.title} message={item.message} onDismiss={() => onDismiss(item.id)} />
        ))}
      </div>
    </section>
  );
}

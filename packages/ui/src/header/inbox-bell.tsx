import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link InboxBell}. */
export interface InboxBellProps {
  unreadCount: number;
  /** The inbox page, e.g. `/dashboard/messagecenter`. */
  href: string;
}

/** Badge text: nothing at 0 (or a bad count), "99+" above 99. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

export function InboxBell({ unreadCount, href }: InboxBellProps) {
  const { t } = useUi();
  const badge = unreadBadgeText(unreadCount);
  const label = badge ? t('inbox.unread', { count: badge }) : t('inbox.label');
  return (
    <PageLink href={href} className="lb-bell" aria-label={label}>
      <Icon name="bell" size={22} />
      {badge ? (
        <span className="lb-bell__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </PageLink>
  );
}

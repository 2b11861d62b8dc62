import type { ReactNode } from 'react';
import { buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { DepositEntry } from '../link/deposit-link.tsx';
import { useUi } from '../ui-context.tsx';
import { InboxBell } from './inbox-bell.tsx';

/** Props of {@link QuickAccess}. */
export interface QuickAccessProps {
  /** Null when the server sent no amount; shown as `---`. */
  balance: number | null;
  currency: string;
  /** The cashier page; without it there is no deposit link. */
  cashierHref?: string;
  unreadCount: number;
  inboxHref: string;
  /** Slot under the balance, typically a {@link CashierTooltip}. */
  cashierTooltip?: ReactNode;
}

/** The logged-in player's header corner: balance, deposit link, inbox bell. */
export function QuickAccess({ balance, currency, cashierHref, unreadCount, inboxHref, cashierTooltip }: QuickAccessProps) {
  const { t, formatMoney } = useUi();
  return (
    <div className="lb-quick">
      <p className="lb-quick__balance">
        <span className="lb-quick__label">{t('balance.label')}</span>{' '}
        <span className="lb-quick__amount">{formatMoney(balance, currency)}</span>
      </p>
      {cashierHref ? (
        <DepositEntry
          href={cashierHref}
          label={t('balance.deposit')}
          className={buttonClassName('primary', 'sm', 'lb-quick__deposit')}
          icon={<Icon name="cashier" />}
          labelClassName="lb-quick__deposit-text"
        />
      ) : null}
      <InboxBell unreadCount={unreadCount} href={inboxHref} />
      {cashierTooltip ? <div className="lb-quick__tooltip">{cashierTooltip}</div> : null}
    </div>
  );
}

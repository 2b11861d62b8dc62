import { buttonClassName } from '../button/button.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link DepositButton}. */
export interface DepositButtonProps {
  /** The cashier. */
  href: string;
  /** Epoch ms until which a deposit limit is reached, or null. */
  reachedUntil: number | null;
  formatDate: (ms: number) => string;
  size?: 'sm' | 'md';
}

/** A deposit button that a reached deposit limit turns into "Limit reached until ...". */
export function DepositButton({ href, reachedUntil, formatDate, size = 'md' }: DepositButtonProps) {
  const { t } = useUi();
  if (reachedUntil === null) {
    return (
      <PageLink href={href} className={buttonClassName('primary', size)}>
        {t('protection.deposit.button')}
      </PageLink>
    );
  }
  return (
    <button type="button" className={buttonClassName('secondary', size, 'lb-deposit-blocked')} disabled>
      {t('protection.deposit.reached', { date: formatDate(reachedUntil) })}
    </button>
  );
}

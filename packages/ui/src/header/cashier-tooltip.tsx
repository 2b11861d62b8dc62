import { useId } from 'react';
import { buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { DepositEntry } from '../link/deposit-link.tsx';
import { useUi } from '../ui-context.tsx';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link CashierTooltip}. */
export interface CashierTooltipProps {
  /** The cashier page; without it the tooltip shows no deposit link. */
  cashierHref?: string;
  onClose: () => void;
  /** Called when the player follows the deposit link, e.g. to hide the tooltip. */
  onDeposit?: () => void;
}

/** The low-balance nudge under the header balance; when it shows and hides is the app's call. */
export function CashierTooltip({ cashierHref, onClose, onDeposit }: CashierTooltipProps) {
  const { t } = useUi();
  const titleId = useId();
  return (
    <section className="lb-tip" aria-labelledby={titleId}>
      <div role="status" className="lb-tip__text">
        <p id={titleId} className="lb-tip__title">
          <Icon name="coins" />
          {t('cashier.tooltipTitle')}
        </p>
        <p>{t('cashier.tooltipText')}</p>
      </div>
      <div className="lb-tip__actions">
        {cashierHref ? (
          <DepositEntry href={cashierHref} label={t('balance.deposit')} className={buttonClassName('primary', 'sm')} onClick={onDeposit} />
        ) : null}
      </div>
      <CloseButton className="lb-tip__close" label={t('common.close')} onClick={onClose} />
    </section>
  );
}

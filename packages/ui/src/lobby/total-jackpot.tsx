import type { CSSProperties } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link TotalJackpot}. */
export interface TotalJackpotProps {
  /** The sum of every jackpot; null (unknown) shows as `---`. */
  amount: number | null;
  currency: string;
  /** Heading over the amount; "Total jackpot" by default. */
  label?: string;
}

/** A banner with the total of all jackpots, in gold with a slow shimmer (still under reduced motion). */
export function TotalJackpot({ amount, currency, label }: TotalJackpotProps) {
  const { t, formatMoney } = useUi();
  const text = formatMoney(amount, currency);
  return (
    <section className="lb-total-jackpot" aria-label={label ?? t('lobby.jackpot.total')}>
      <span className="lb-total-jackpot__icon" aria-hidden="true">
        <Icon name="coins" size={28} />
      </span>
      <p className="lb-total-jackpot__text">
        <span className="lb-total-jackpot__label">{label ?? t('lobby.jackpot.total')}</span>
        {/* Its length lets the stylesheet shrink a long amount to fit on one line. */}
        <span className="lb-total-jackpot__amount" style={{ '--lb-jackpot-length': text.length } as CSSProperties}>
          {text}
        </span>
      </p>
    </section>
  );
}

import { useId } from 'react';
import { DepositLabel, DepositLink } from '../link/deposit-link.tsx';
import { type DepositLinkProps, useUi } from '../ui-context.tsx';

/** Props of {@link DepositButton}: a deposit link's, and what a market holds it back with. */
export interface DepositButtonProps extends DepositLinkProps {
  /** Epoch ms until which a deposit limit is reached, or null. */
  reachedUntil: number | null;
  formatDate: (ms: number) => string;
  /** Set when a question comes before the cashier (the first-deposit limit): the link is then a button that asks it. */
  onAsk?: () => void;
}

/**
 * A market's deposit link: "Limit reached until ..." while a deposit limit is reached (disabled,
 * yet focusable and explained, so that a keyboard or screen reader user meets the reason too), a
 * button that asks first where a question comes before the cashier, else the plain link.
 */
export function DepositButton({ reachedUntil, formatDate, onAsk, ...link }: DepositButtonProps) {
  const { t } = useUi();
  const noteId = useId();
  if (reachedUntil !== null) {
    const label = t('protection.deposit.reached', { date: formatDate(reachedUntil) });
    // The note sits beside the button: inside, it would be read as part of the button's name.
    return (
      <>
        <button
          type="button"
          className={`${link.className ?? ''} lb-deposit-blocked`}
          aria-disabled="true"
          aria-describedby={noteId}
          title={label}
        >
          {link.icon}
          <DepositLabel label={label} labelClassName={link.labelClassName} />
        </button>
        <span id={noteId} className="lb-visually-hidden">
          {t('protection.deposit.reached_note')}
        </span>
      </>
    );
  }
  if (onAsk) {
    return (
      <button type="button" className={link.className} aria-haspopup="dialog" onClick={onAsk}>
        {link.icon}
        <DepositLabel label={link.label} labelClassName={link.labelClassName} />
      </button>
    );
  }
  return <DepositLink {...link} />;
}

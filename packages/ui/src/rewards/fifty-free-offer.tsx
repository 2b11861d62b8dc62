import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link FiftyFreeOffer}. */
export interface FiftyFreeOfferProps {
  /** The bonus, worded for the casino ("$50", "R150"). */
  amount: string;
  spins: number;
  /** The minimum balance, worded for the casino ("5 €"); not shown when null. */
  minimum: string | null;
  onClaim: () => void;
  onClose: () => void;
}

/** The fifty-free welcome offer: a dialog that does not block the page, with Claim and Not now. */
export function FiftyFreeOffer({ amount, spins, minimum, onClaim, onClose }: FiftyFreeOfferProps) {
  const { t } = useUi();
  const id = useId();
  const claim = useRef<HTMLButtonElement>(null);
  useEffect(() => claim.current?.focus({ preventScroll: true }), []);
  return (
    <section
      className="lb-offer"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={`${id}-title`} className="lb-offer__title">
        {t('rewards.offer.title')}
      </h2>
      <p id={`${id}-text`} className="lb-offer__text">
        {t('rewards.offer.text', { amount, spins })}
      </p>
      {minimum ? <p className="lb-offer__minimum">{t('rewards.offer.minimum', { minimum })}</p> : null}
      <div className="lb-offer__actions">
        <Button ref={claim} onClick={onClaim}>
          {t('rewards.offer.claim')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('rewards.offer.close')}
        </Button>
      </div>
    </section>
  );
}

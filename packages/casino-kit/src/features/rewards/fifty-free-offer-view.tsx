import '@lobby/ui/rewards.css';
import { type CasinoTweaks, fiftyFreeOffer } from '@lobby/domain';
import { FiftyFreeOffer, useUi } from '@lobby/ui';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_REWARDS } from './texts.ts';
import { useDeps } from '../../shared/deps-context.tsx';

/** A configured link, checked again before navigating: http(s) or a same-origin path, else the lobby. */
function sameSiteOrWeb(href: string): string {
  const web = /^https?:\/\//i.test(href);
  const path = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
  return web || path ? href : '/';
}

/** The offer's amount: the casino's own wording, else 50 in its currency. */
const DEFAULT_AMOUNT = 50;

/** The fifty-free offer with the casino's figures; Claim follows `claimHref` (sign-up or cashier). */
export default function FiftyFreeOfferView(props: { tweaks: CasinoTweaks; currency: string; claimHref: string; onClose: () => void }) {
  const { navigation: site } = useDeps();
  useTexts(EN_REWARDS);
  const { formatMoney } = useUi();
  const offer = fiftyFreeOffer(props.tweaks);
  return (
    <FiftyFreeOffer
      amount={offer.amountLabel ?? formatMoney(DEFAULT_AMOUNT, props.currency)}
      spins={offer.spins}
      minimum={offer.minimumLabel}
      onClaim={() => site.page(sameSiteOrWeb(props.claimHref))}
      onClose={props.onClose}
    />
  );
}

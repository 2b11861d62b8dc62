import { RgFooter, RgStatement } from '@lobby/ui';
import { useLocation } from 'react-router';
import { LIMITS_PATH } from './paths.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { useMarket } from './use-market.ts';

/** The account pages, where a market's responsible-gambling statement shows. */
const ACCOUNT_PAGES = /^\/dashboard(\/|$)/;

/**
 * The end of every page in a licensed market: the statement on the account pages where the market
 * asks for it, then the footer (regulator, minimum age, the responsible-gambling page).
 */
export function MarketFooter() {
  const { rules } = useMarket();
  const { pathname } = useLocation();
  return (
    <ProtectionUi>
      {rules.statement && ACCOUNT_PAGES.test(pathname) ? <RgStatement statement={rules.statement} /> : null}
      {/* The configuration carries no licence line: the footer leaves it out. */}
      {rules.footer ? <RgFooter footer={rules.footer} licence={null} rgPageHref={LIMITS_PATH} /> : null}
    </ProtectionUi>
  );
}

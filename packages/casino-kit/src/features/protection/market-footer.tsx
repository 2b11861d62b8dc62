import { selectLicence } from '@lobby/casino-core';
import { RgFooter, RgStatement } from '@lobby/ui';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { LIMITS_PATH } from './paths.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { useMarket } from './use-market.ts';

/** The account pages, where a market's responsible-gambling statement shows. */
const ACCOUNT_PAGES = /^\/dashboard(\/|$)/;

/**
 * The end of every page in a licensed market: the statement on the account pages where the market
 * asks for it, then the footer (the licence where one is configured, regulator, minimum age, the
 * responsible-gambling page).
 */
export function MarketFooter() {
  const { rules } = useMarket();
  const licence = useAppSelector(selectLicence);
  const { pathname } = useLocation();
  return (
    <ProtectionUi>
      {rules.statement && ACCOUNT_PAGES.test(pathname) ? <RgStatement statement={rules.statement} /> : null}
      {/* Without a configured licence the line is left out: the lobby never words one itself (decision 114). */}
      {rules.footer ? <RgFooter footer={rules.footer} licence={licence} rgPageHref={LIMITS_PATH} /> : null}
    </ProtectionUi>
  );
}

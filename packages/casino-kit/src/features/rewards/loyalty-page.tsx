import '@lobby/ui/rewards.css';
import { LoyaltyView, Page, useUi } from '@lobby/ui';
import { useAppSelector } from '../../shared/hooks.ts';
import { useGetLoyaltyTextsQuery } from './rewards-api.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { selectLanguage } from '@lobby/casino-core';
import { EN_REWARDS } from './texts.ts';
import { ReferralSection } from './referral-section.tsx';

function Loyalty() {
  useTexts(EN_REWARDS);
  const { t } = useUi();
  const language = useAppSelector(selectLanguage);
  const query = useGetLoyaltyTextsQuery(language);
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return (
    <Page title={t('rewards.loyalty.title')}>
      <LoyaltyView status={status} texts={query.data ?? null} onRetry={() => void query.refetch()} />
      <ReferralSection />
    </Page>
  );
}

/** `/dashboard/loyalty`: the loyalty programme (not in fusion nor on fun-money sites) and the referral link. */
export const LoyaltyPage = guardedPage({ name: 'loyalty' }, Loyalty);

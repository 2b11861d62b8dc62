import '@lobby/ui/rewards.css';
import type { AccountLinkKind, BalanceKind } from '@lobby/ui';
import { AccountOverview, Page, useUi } from '@lobby/ui';
import { useAppSelector } from '../../shared/hooks.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { Slot } from '../../shared/slots.tsx';
import { selectBalance, selectCasinoRules, selectConfig, selectPlayer } from '@lobby/casino-core';
import { DfsWidget } from './dfs-widget.tsx';
import { EN_REWARDS } from './texts.ts';
import { ReferralSection } from './referral-section.tsx';

const BALANCE_KINDS: readonly BalanceKind[] = ['real', 'bonus', 'withdrawable', 'playthrough', 'comppoints'];

function Dashboard() {
  useTexts(EN_REWARDS);
  const { t } = useUi();
  const player = useAppSelector(selectPlayer);
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const balance = useAppSelector(selectBalance);
  if (!player || !config || !rules) return null;
  const links: { kind: AccountLinkKind; href: string }[] = [];
  if (config.dfs) links.push({ kind: 'dailyfreespins', href: '/dashboard/loyalty/dailyfreespins' });
  links.push({ kind: 'messages', href: '/dashboard/messagecenter' });
  if (rules.variant.loyalty && !config.fun_money_casino) links.push({ kind: 'loyalty', href: '/dashboard/loyalty' });
  if (config.pages.cashier) links.push({ kind: 'cashier', href: config.pages.cashier });
  const withdraw = config.pages.banking ?? config.pages.cashier;
  if (withdraw) links.push({ kind: 'withdraw', href: withdraw });
  if (config.pages.vipprogram) links.push({ kind: 'profile', href: config.pages.vipprogram });
  return (
    <Page title={t('rewards.dashboard.title')}>
      <AccountOverview
        firstName={player.fname}
        classDisplayName={player.class_display_name}
        vipLevel={player.class_vip_level}
        currency={balance?.currency_code || player.currency_code}
        balances={[
          { kind: 'balance', amount: balance?.balance ?? null },
          ...BALANCE_KINDS.map((kind) => ({ kind, amount: player.balances[kind] })),
        ]}
        links={links}
      />
      <Slot name="MarketTools" />
      <DfsWidget />
      <ReferralSection />
    </Page>
  );
}

/** `/dashboard/`: the player's account; a guest is sent to log in and back. */
export const DashboardPage = guardedPage({ name: 'dashboard' }, Dashboard);

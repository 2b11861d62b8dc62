import { DepositEntry } from '../link/deposit-link.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';

/** A balance kind the dashboard lists. */
export type BalanceKind = 'balance' | 'real' | 'bonus' | 'withdrawable' | 'playthrough' | 'comppoints';

/** A link of the dashboard. */
export type AccountLinkKind = 'dailyfreespins' | 'messages' | 'loyalty' | 'referral' | 'cashier' | 'withdraw' | 'profile';

/** Props of {@link AccountOverview}. */
export interface AccountOverviewProps {
  firstName: string;
  classDisplayName: string;
  /** Shown when above 0. */
  vipLevel: number;
  currency: string;
  /** A null amount is unknown to the server and shows as ---. */
  balances: readonly { kind: BalanceKind; amount: number | null }[];
  links: readonly { kind: AccountLinkKind; href: string }[];
}

/** The account dashboard: who the player is, the balances by kind, and where to go next. */
export function AccountOverview({ firstName, classDisplayName, vipLevel, currency, balances, links }: AccountOverviewProps) {
  const { t, formatMoney } = useUi();
  return (
    <div className="lb-account">
      <div className="lb-account__who">
        <p className="lb-account__greeting">{t('rewards.dashboard.greeting', { name: firstName })}</p>
        <p className="lb-account__class">
          <span className="lb-account__badge">{classDisplayName}</span>
          {vipLevel > 0 ? <span>{t('rewards.dashboard.level', { level: vipLevel })}</span> : null}
        </p>
      </div>
      <section aria-labelledby="lb-account-balances">
        <h2 id="lb-account-balances" className="lb-account__heading">
          {t('rewards.dashboard.balances')}
        </h2>
        <dl className="lb-account__balances">
          {balances.map(({ kind, amount }) => (
            <div key={kind} className="lb-account__balance">
              <dt>{t(`rewards.balance.${kind}`)}</dt>
              <dd>{kind === 'comppoints' ? (amount === null ? '---' : amount.toLocaleString()) : formatMoney(amount, currency)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <nav aria-label={t('rewards.dashboard.links')}>
        <ul className="lb-account__links">
          {links.map(({ kind, href }) => (
            <li key={kind}>
              {kind === 'cashier' ? (
                <DepositEntry href={href} label={t('rewards.link.cashier')} className="lb-account__link" />
              ) : (
                <PageLink href={href} className="lb-account__link">
                  {t(`rewards.link.${kind}`)}
                </PageLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

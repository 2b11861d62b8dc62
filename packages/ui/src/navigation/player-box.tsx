import type { Balances, Player } from '@lobby/domain';
import { Icon } from '../icon/icon.tsx';
import { DepositEntry } from '../link/deposit-link.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import type { UiTextKey } from '../ui-text.ts';

/** What the player panel needs of a {@link Player}; the detailed amounts are optional. */
export type PlayerSummary = Pick<Player, 'fname' | 'lname' | 'class_display_name'> &
  Partial<Pick<Player, 'class_vip_level'>> & {
    balances: Pick<Balances, 'balance' | 'currency_code'> &
      Partial<Pick<Balances, 'bonus' | 'withdrawable' | 'playthrough' | 'comppoints'>>;
  };

/** Where the panel's account links lead; a link without an address is not shown. */
export interface PlayerLinks {
  profileHref?: string;
  depositHref?: string;
  cashOutHref?: string;
  dashboardHref?: string;
  logoutHref?: string;
  /** Called instead of following the logout link, so the owner can clear the player's data first. */
  onLogout?: () => void;
}

/** Props of {@link PlayerBox}. */
export interface PlayerBoxProps {
  player: PlayerSummary;
  links?: PlayerLinks;
}

const DETAILS: readonly { key: 'bonus' | 'withdrawable' | 'playthrough'; label: UiTextKey }[] = [
  { key: 'bonus', label: 'player.bonus' },
  { key: 'withdrawable', label: 'player.withdrawable' },
  { key: 'playthrough', label: 'player.playthrough' },
];

const LINKS: readonly { key: Exclude<keyof PlayerLinks, 'onLogout' | 'logoutHref'>; label: UiTextKey; icon: string }[] = [
  { key: 'profileHref', label: 'player.profile', icon: 'user' },
  { key: 'depositHref', label: 'player.deposit', icon: 'cashier' },
  { key: 'cashOutHref', label: 'player.cashOut', icon: 'cashier' },
  { key: 'dashboardHref', label: 'player.dashboard', icon: 'home' },
];

function initials(player: PlayerSummary): string {
  const letters = [player.fname, player.lname].map((part) => Array.from(part.trim())[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The player info panel: name, class and VIP level, balances, account links and log out. */
export function PlayerBox({ player, links = {} }: PlayerBoxProps) {
  const { t, formatMoney } = useUi();
  const name = `${player.fname} ${player.lname}`.trim();
  const currency = player.balances.currency_code;
  const details = DETAILS.filter(({ key }) => player.balances[key] !== undefined);
  const accountLinks = LINKS.flatMap((link) => (links[link.key] ? [{ ...link, href: links[link.key] as string }] : []));
  return (
    <section className="lb-player" aria-label={t('player.label')}>
      <span className="lb-player__avatar" aria-hidden="true">
        {initials(player)}
      </span>
      <div className="lb-player__who">
        <p className="lb-player__name">{name}</p>
        {player.class_display_name ? <p className="lb-player__class">{player.class_display_name}</p> : null}
        {player.class_vip_level ? <p className="lb-player__class">{t('player.vipLevel', { level: player.class_vip_level })}</p> : null}
      </div>
      <p className="lb-player__balance">
        <span className="lb-player__balance-label">{t('player.balance')}</span>{' '}
        <span className="lb-player__amount">{formatMoney(player.balances.balance, currency)}</span>
      </p>
      {details.length > 0 || player.balances.comppoints !== undefined ? (
        <dl className="lb-player__details">
          {details.map(({ key, label }) => (
            <div key={key} className="lb-player__detail">
              <dt>{t(label)}</dt>
              <dd>{formatMoney(player.balances[key] ?? null, currency)}</dd>
            </div>
          ))}
          {player.balances.comppoints !== undefined ? (
            <div className="lb-player__detail">
              <dt>{t('player.comppoints')}</dt>
              <dd>{player.balances.comppoints === null ? '---' : Math.round(player.balances.comppoints)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {accountLinks.length > 0 || links.logoutHref ? (
        <ul className="lb-player__links">
          {accountLinks.map((link) => (
            <li key={link.key}>
              {link.key === 'depositHref' ? (
                // A deposit link: a market's holds it back while a deposit limit is reached.
                <DepositEntry
                  href={link.href}
                  label={t(link.label)}
                  className="lb-player__link"
                  icon={<Icon name={link.icon} size={16} />}
                />
              ) : (
                <PageLink href={link.href} className="lb-player__link">
                  <Icon name={link.icon} size={16} />
                  <span>{t(link.label)}</span>
                </PageLink>
              )}
            </li>
          ))}
          {links.logoutHref ? (
            <li>
              <a
                href={links.logoutHref}
                className="lb-player__link"
                onClick={
                  links.onLogout
                    ? (event) => {
                        event.preventDefault();
                        links.onLogout?.();
                      }
                    : undefined
                }
              >
                <Icon name="logout" size={16} />
                <span>{t('player.logout')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

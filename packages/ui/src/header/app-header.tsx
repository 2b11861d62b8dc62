import type { ReactNode, Ref } from 'react';
import { Button, buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { QuickAccess } from './quick-access.tsx';
import type { QuickAccessProps } from './quick-access.tsx';

/** A visitor who is not logged in. */
export interface GuestAccount {
  kind: 'guest';
  onLogin: () => void;
  /** The signup page; the Sign up button shows only when it is given. */
  signupHref?: string;
  /** Login is under way (e.g. a redirect is being prepared). */
  loginBusy?: boolean;
}

/** A logged-in player, shown with the {@link QuickAccess} corner. */
export interface PlayerAccount extends Omit<QuickAccessProps, 'cashierTooltip'> {
  kind: 'player';
}

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  casinoName: string;
  /** Logo image; without it a crest and the casino name are shown. */
  logoSrc?: string;
  homeHref?: string;
  account: GuestAccount | PlayerAccount;
  onMenuClick: () => void;
  onSearchClick: () => void;
  /** Whether the mobile menu is open, for the menu button's aria-expanded. */
  menuOpen?: boolean;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Slot for the low-balance {@link CashierTooltip}; players only. */
  cashierTooltip?: ReactNode;
  /** What a market shows in the header (the session clock and net position), before the search button. */
  market?: ReactNode;
}

export function AppHeader(props: AppHeaderProps) {
  const { casinoName, logoSrc, homeHref = '/', account, onMenuClick, onSearchClick, menuOpen, menuButtonRef } = props;
  const { t } = useUi();
  return (
    <header className={`lb-header lb-header--${account.kind}`}>
      <div className="lb-header__start">
        <Button
          ref={menuButtonRef}
          variant="ghost"
          iconOnly
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen ?? false}
          icon={<Icon name="menu" size={22} />}
          onClick={onMenuClick}
        />
        <PageLink href={homeHref} className="lb-header__brand" aria-label={t('header.home', { casino: casinoName })}>
          {logoSrc ? (
            <img className="lb-header__logo" src={logoSrc} alt="" />
          ) : (
            <span className="lb-header__crest" aria-hidden="true">
              <Icon name="vip" size={20} />
            </span>
          )}
          <span className="lb-header__name">{casinoName}</span>
        </PageLink>
      </div>
      <div className="lb-header__end">
        {props.market}
        <Button variant="ghost" iconOnly aria-label={t('header.search')} icon={<Icon name="search" size={22} />} onClick={onSearchClick} />
        {account.kind === 'guest' ? <GuestActions account={account} /> : <PlayerCorner {...props} account={account} />}
      </div>
    </header>
  );
}

function GuestActions({ account }: { account: GuestAccount }) {
  const { t } = useUi();
  return (
    <div className="lb-header__guest">
      <Button variant="secondary" size="sm" busy={account.loginBusy} onClick={account.onLogin}>
        {t('header.login')}
      </Button>
      {account.signupHref ? (
        <PageLink href={account.signupHref} className={buttonClassName('primary', 'sm')}>
          {t('header.signup')}
        </PageLink>
      ) : null}
    </div>
  );
}

function PlayerCorner({ account, cashierTooltip }: AppHeaderProps & { account: PlayerAccount }) {
  const { kind: _kind, ...quick } = account;
  return <QuickAccess {...quick} cashierTooltip={cashierTooltip} />;
}

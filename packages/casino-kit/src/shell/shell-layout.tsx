import { AppHeader, AppShell, BottomLauncher, CashierTooltip, MobileSidebar, Sidebar } from '@lobby/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { useProfile } from '../app/profile-context.tsx';
import { loginUrl, logoutUrl } from '../app/site-links.ts';
import { LockModalHost } from '../lobby/lock-modal-host.tsx';
import { Slot } from '../slots/slots.tsx';
import { NoticesHost } from './notices-host.tsx';
import { languageChosen, themeChosen } from '../store/preferences-slice.ts';
import {
  selectBalance,
  selectConfig,
  selectLanguage,
  selectLauncher,
  selectNavigation,
  selectPlayer,
  selectTheme,
  selectUnread,
} from '../store/selectors.ts';
import { useCashierTooltip } from './use-cashier-tooltip.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

// The search modal and its grid load when the player first opens search.
const SearchHost = lazy(() => import('../lobby/search-host.tsx').then((module) => ({ default: module.SearchHost })));

/** The frame around every page: header, sidebars, launcher, and the page itself. */
export function ShellLayout() {
  const dispatch = useAppDispatch();
  const profile = useProfile();
  const location = useLocation();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const unread = useAppSelector(selectUnread);
  const navigation = useAppSelector(selectNavigation);
  const launcher = useAppSelector(selectLauncher);
  const theme = useAppSelector(selectTheme);
  const language = useAppSelector(selectLanguage);
  const [collapsed, setCollapsed] = useSidebarCollapsed(profile.key);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const currentPath = location.pathname;
  const tooltip = useCashierTooltip(player ? (balance?.balance ?? null) : undefined);
  const pages = config?.pages ?? {};

  const account = player
    ? {
        kind: 'player' as const,
        balance: balance?.balance ?? null,
        currency: balance?.currency_code ?? player.currency_code,
        cashierHref: pages.cashier,
        unreadCount: unread ?? 0,
        inboxHref: '/dashboard/messagecenter',
      }
    : {
        kind: 'guest' as const,
        signupHref: pages.signup,
        loginBusy: loggingIn,
        onLogin: () => {
          setLoggingIn(true);
          window.location.assign(loginUrl(profile, `${location.pathname}${location.search}`));
        },
      };

  return (
    <LockModalHost>
    <AppShell
      header={
        <AppHeader
          casinoName={config?.casino_name ?? profile.displayName}
          account={account}
          menuOpen={menuOpen}
          menuButtonRef={menuButton}
          onMenuClick={() => setMenuOpen(true)}
          onSearchClick={() => {
            setSearchUsed(true);
            setSearchOpen(true);
          }}
          cashierTooltip={
            tooltip.visible ? <CashierTooltip cashierHref={pages.cashier} onClose={tooltip.close} /> : undefined
          }
        />
      }
      sidebar={
        <Sidebar
          items={navigation}
          pages={pages}
          currentPath={currentPath}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
        />
      }
      launcher={<BottomLauncher items={launcher} currentPath={currentPath} />}
      overlays={
        <>
        {searchUsed ? (
          <Suspense fallback={null}>
            <SearchHost open={searchOpen} onClose={() => setSearchOpen(false)} />
          </Suspense>
        ) : null}
        <NoticesHost />
        <MobileSidebar
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          items={navigation}
          pages={pages}
          currentPath={currentPath}
          player={player ? { ...player, balances: { ...player.balances, ...balance } } : undefined}
          playerLinks={{ depositHref: pages.cashier, cashOutHref: pages.banking, logoutHref: logoutUrl(profile) }}
          language={language}
          onLanguageChange={(next) => dispatch(languageChosen(next))}
          theme={theme}
          onThemeChange={(next) => dispatch(themeChosen(next))}
        />
        </>
      }
    >
      <Outlet />
      <Slot name="Footer" />
    </AppShell>
    </LockModalHost>
  );
}

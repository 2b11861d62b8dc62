import { AppHeader, AppShell, BottomLauncher, MobileSidebar, Sidebar } from '@lobby/ui';
import { useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { useProfile } from '../app/profile-context.tsx';
import { loginUrl, logoutUrl } from '../app/site-links.ts';
import { Slot } from '../slots/slots.tsx';
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
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

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
  const [loggingIn, setLoggingIn] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const currentPath = location.pathname;
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
    <AppShell
      header={
        <AppHeader
          casinoName={config?.casino_name ?? profile.displayName}
          account={account}
          menuOpen={menuOpen}
          menuButtonRef={menuButton}
          onMenuClick={() => setMenuOpen(true)}
          onSearchClick={() => setMenuOpen(true)}
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
      }
    >
      <Outlet />
      <Slot name="Footer" />
    </AppShell>
  );
}

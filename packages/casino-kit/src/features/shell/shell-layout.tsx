import { AppHeader, AppShell, BottomLauncher, Sidebar } from '@lobby/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { optionalPart } from '../../shared/data-layer-gate.tsx';
import { useDeps } from '../../shared/deps-context.tsx';
import { AfterFirstScreen, useAfterFirstScreen } from '../../shared/first-screen.tsx';
import { lazyExport } from '../../shared/lazy-export.ts';
import { useAppSelector } from '../../shared/hooks.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { LockModalHost } from '../../shared/games/lock-modal-host.tsx';
import { Slot, useSlot } from '../../shared/slots.tsx';
import { selectBalance, selectConfig, selectLauncher, selectNavigation, selectNavPages, selectPlayer } from '@lobby/casino-core';
import { NoticesHost } from './notices-host.tsx';
import { useHeaderAccount } from './use-header-account.ts';
import { useLazyPanel } from './use-lazy-panel.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

// The menu drawer loads when it is first opened (the search panel, a slot, when search first opens).
const MobileMenu = lazy(() => import('./mobile-menu.tsx'));
const occasionalOverlays = () => import('./occasional-overlays.tsx');
const CashierTooltip = lazyExport(occasionalOverlays, (module) => module.CashierTooltipHost);
// Back-to-top and the install prompt: after the first screen, in its after-paint file.
const ShellExtras = optionalPart('the shell extras', async () => (await import('./shell-extras.tsx')).ShellExtras);

/** The page content's id: the skip link and back-to-top focus it. */
const MAIN_ID = 'lb-main';

/** The frame around every page: header, sidebars, launcher, and the page itself. */
export function ShellLayout() {
  const profile = useProfile();
  const location = useLocation();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const navigation = useAppSelector(selectNavigation);
  const launcher = useAppSelector(selectLauncher);
  const navPages = useAppSelector(selectNavPages);
  const [collapsed, setCollapsed] = useSidebarCollapsed(profile.key);
  const menu = useLazyPanel();
  const search = useLazyPanel();
  const account = useHeaderAccount();
  const menuButton = useRef<HTMLButtonElement>(null);
  const currentPath = location.pathname;
  // The low-balance tooltip's delay counts from here; its code comes after the first screen.
  const { now } = useDeps();
  const [shownAt] = useState(now);
  const pages = config?.pages ?? {};
  // The occasional overlays' code comes after the first screen's.
  const later = useAfterFirstScreen();
  const Search = useSlot('Search');
  const MarketClock = useSlot('MarketClock');

  return (
    <LockModalHost>
      <AppShell
        mainId={MAIN_ID}
        header={
          <AppHeader
            casinoName={config?.casino_name ?? profile.displayName}
            logoSrc={profile.brand?.logoSrc}
            account={account}
            market={MarketClock ? <MarketClock placement="header" /> : undefined}
            menuOpen={menu.open}
            menuButtonRef={menuButton}
            onMenuClick={menu.show}
            onSearchClick={search.show}
            cashierTooltip={
              player && later ? (
                <Suspense fallback={null}>
                  <CashierTooltip balance={balance?.balance ?? null} shownAt={shownAt} cashierHref={pages.cashier} />
                </Suspense>
              ) : undefined
            }
          />
        }
        sidebar={
          <Sidebar items={navigation} pages={navPages} currentPath={currentPath} collapsed={collapsed} onCollapsedChange={setCollapsed} />
        }
        launcher={<BottomLauncher items={launcher} currentPath={currentPath} />}
        overlays={
          <>
            <NoticesHost />
            <AfterFirstScreen>
              <Suspense fallback={null}>
                <ShellExtras
                  mainId={MAIN_ID}
                  casinoName={config?.casino_name ?? profile.displayName}
                  profileKey={profile.key}
                  environment={config?.environment}
                />
              </Suspense>
            </AfterFirstScreen>
            {search.used && Search ? (
              <Suspense fallback={null}>
                <Search open={search.open} onClose={search.close} />
              </Suspense>
            ) : null}
            <Slot name="MarketOverlays" />
            <AfterFirstScreen>
              <Suspense fallback={null}>
                <Slot name="PlayerOffers" />
              </Suspense>
            </AfterFirstScreen>
            {menu.used ? (
              <Suspense fallback={null}>
                <MobileMenu open={menu.open} onClose={menu.close} />
              </Suspense>
            ) : null}
          </>
        }
      >
        <Slot name="MarketBar" />
        <Outlet />
        <Slot name="Footer" />
        <Slot name="MarketFooter" />
      </AppShell>
    </LockModalHost>
  );
}

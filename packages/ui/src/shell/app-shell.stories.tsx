import preview from '../../.storybook/preview.tsx';
import type { Language } from '@lobby/domain';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AppHeader } from '../header/app-header.tsx';
import type { AppHeaderProps } from '../header/app-header.tsx';
import { CashierTooltip } from '../header/cashier-tooltip.tsx';
import { BottomLauncher } from '../navigation/bottom-launcher.tsx';
import { MobileSidebar } from '../navigation/mobile-sidebar.tsx';
import type { UiTheme } from '../navigation/settings-panel.tsx';
import { Sidebar } from '../navigation/sidebar.tsx';
import { CASINO_NAME, LAUNCHER_ITEMS, NAV_ITEMS, PAGES, PLAYER } from '../stories/fixtures.ts';
import { LobbyPlaceholder } from '../stories/lobby-placeholder.tsx';
import { NotificationStack } from '../toast/notification-stack.tsx';
import type { UiNotification } from '../toast/notification-stack.tsx';
import { AppShell } from './app-shell.tsx';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';

interface LobbyDemoProps {
  loggedIn: boolean;
  collapsed?: boolean;
  lowBalance?: boolean;
  notifications?: readonly UiNotification[];
}

function demoAccount(loggedIn: boolean, lowBalance: boolean): AppHeaderProps['account'] {
  if (!loggedIn) return { kind: 'guest', onLogin: fn(), signupHref: PAGES.signup };
  return {
    kind: 'player',
    balance: lowBalance ? 3.2 : PLAYER.balances.balance,
    currency: 'USD',
    cashierHref: PAGES.cashier,
    unreadCount: 3,
    inboxHref: '/dashboard/messagecenter',
  };
}

/** The drawer and the toasts, each holding the state an app would hold. */
function DemoOverlays({
  loggedIn,
  menuOpen,
  onMenuClose,
  notifications = [],
}: LobbyDemoProps & {
  menuOpen: boolean;
  onMenuClose: () => void;
}) {
  const [language, setLanguage] = useState<Language>('en');
  const [theme, setTheme] = useState<UiTheme>('light');
  const [toasts, setToasts] = useState(notifications);
  return (
    <>
      <MobileSidebar
        open={menuOpen}
        onClose={onMenuClose}
        items={NAV_ITEMS}
        pages={loggedIn ? { cashier: PAGES.cashier, vipprogram: PAGES.vipprogram } : PAGES}
        currentPath="/"
        player={loggedIn ? PLAYER : undefined}
        language={language}
        onLanguageChange={setLanguage}
        theme={theme}
        onThemeChange={setTheme}
      />
      <NotificationStack notifications={toasts} onDismiss={(id) => setToasts((list) => list.filter((n) => n.id !== id))} />
    </>
  );
}

/** The shell with every slot filled. */
function LobbyDemo(props: LobbyDemoProps) {
  const { loggedIn, collapsed = false, lowBalance = false } = props;
  const [isCollapsed, setCollapsed] = useState(collapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  const [tipOpen, setTipOpen] = useState(lowBalance);
  const tip = tipOpen ? <CashierTooltip cashierHref={PAGES.cashier} onClose={() => setTipOpen(false)} /> : null;
  return (
    <AppShell
      header={
        <AppHeader
          casinoName={CASINO_NAME}
          account={demoAccount(loggedIn, lowBalance)}
          menuOpen={menuOpen}
          onMenuClick={() => setMenuOpen(true)}
          onSearchClick={fn()}
          cashierTooltip={tip}
        />
      }
      sidebar={<Sidebar items={NAV_ITEMS} pages={PAGES} currentPath="/" collapsed={isCollapsed} onCollapsedChange={setCollapsed} />}
      launcher={<BottomLauncher items={LAUNCHER_ITEMS} currentPath="/" />}
      overlays={<DemoOverlays {...props} menuOpen={menuOpen} onMenuClose={() => setMenuOpen(false)} />}
    >
      <LobbyPlaceholder />
    </AppShell>
  );
}

const meta = preview.meta({
  title: 'Shell/AppShell',
  component: LobbyDemo,
  args: { loggedIn: false },
});

export const GuestDesktop = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#lb-main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'lb-main');
  },
});

export const PlayerDesktop = meta.story({ args: { loggedIn: true } });

export const PlayerCollapsedSidebar = meta.story({ args: { loggedIn: true, collapsed: true } });

export const PlayerLowBalance = meta.story({
  args: { loggedIn: true, lowBalance: true },
  play: async ({ canvas, userEvent }) => {
    // The tooltip fades in, and an element at opacity 0 does not count as visible yet.
    await waitFor(() => expect(canvas.getByText('Running low?')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByText('Running low?')).toBeNull();
  },
});

export const WithNotifications = meta.story({
  args: {
    loggedIn: true,
    notifications: [
      { id: 'fav', tone: 'success', message: 'Golden Pharaoh was added to your favorites.' },
      { id: 'win', tone: 'success', title: 'Big win!', message: 'You won $250.00 on Lucky Sevens.' },
    ],
  },
});

export const MenuOpensAndCloses = meta.story({
  tags: ['test-only'],
  args: { loggedIn: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const drawer = canvasElement.querySelector('dialog');
    await expect(drawer).toHaveAttribute('open');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
});

export const GuestOnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sidebar' })).toBeNull();
    await expectNoHorizontalScroll();
  },
});

export const PlayerOnSmallScreen = meta.story({
  args: { loggedIn: true, lowBalance: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

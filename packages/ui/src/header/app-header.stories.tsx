import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { CASINO_NAME, PAGES } from '../stories/fixtures.ts';
import { AppHeader } from './app-header.tsx';
import type { AppHeaderProps } from './app-header.tsx';
import type { PlayerAccount } from './app-header.tsx';
import { CashierTooltip } from './cashier-tooltip.tsx';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { framed } from '../stories/framed.tsx';

const player: PlayerAccount = {
  kind: 'player',
  balance: 1250.5,
  currency: 'USD',
  cashierHref: PAGES.cashier,
  unreadCount: 3,
  inboxHref: '/dashboard/messagecenter',
};

const meta = preview.meta({
  title: 'Shell/AppHeader',
  component: AppHeader,
  args: {
    casinoName: CASINO_NAME,
    onMenuClick: fn(),
    onSearchClick: fn(),
    account: { kind: 'guest', onLogin: fn(), signupHref: PAGES.signup },
  } satisfies Partial<AppHeaderProps>,
});

export const Guest = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    if (args.account.kind === 'guest') await expect(args.account.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', PAGES.signup);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onMenuClick).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Search games' }));
    await expect(args.onSearchClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: `${CASINO_NAME} home` })).toHaveAttribute('href', '/');
  },
});

export const GuestWithoutSignup = meta.story({
  args: { account: { kind: 'guest', onLogin: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).toBeNull();
  },
});

export const GuestLoggingIn = meta.story({
  args: { account: { kind: 'guest', onLogin: fn(), signupHref: PAGES.signup, loginBusy: true } },
});

export const GuestWithLogo = meta.story({
  args: {
    logoSrc:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><circle cx="18" cy="18" r="17" fill="#7b5cff"/><text x="18" y="24" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">RA</text></svg>',
      ),
  },
});

export const Player = meta.story({
  args: { account: player },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Inbox, 3 unread' });
    await expect(bell).toHaveTextContent('3');
    await expect(canvas.getByText('$1,250.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', PAGES.cashier);
  },
});

export const PlayerNoUnread = meta.story({
  args: { account: { ...player, unreadCount: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('.lb-bell__badge')).toBeNull();
  },
});

export const PlayerManyUnread = meta.story({
  args: { account: { ...player, unreadCount: 250 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inbox, 99+ unread' })).toHaveTextContent('99+');
  },
});

export const PlayerUnknownBalance = meta.story({
  args: { account: { ...player, balance: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('---')).toBeVisible();
  },
});

export const PlayerWithoutCashier = meta.story({
  args: { account: { ...player, cashierHref: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Deposit' })).toBeNull();
  },
});

export const PlayerWithCashierTooltip = meta.story({
  args: {
    account: { ...player, balance: 3.2 },
    cashierTooltip: <CashierTooltip cashierHref={PAGES.cashier} onClose={fn()} />,
  },
  decorators: [framed({ minHeight: 260 })],
});

export const MenuOpen = meta.story({
  args: { menuOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  },
});

export const GuestOnSmallScreen = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

export const PlayerOnSmallScreen = meta.story({
  args: { account: player },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    // The deposit label is only visually hidden at this width; its name stays.
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    await expectNoHorizontalScroll();
  },
});

export const PlayerTooltipOnSmallScreen = meta.story({
  args: {
    account: { ...player, balance: 3.2 },
    cashierTooltip: <CashierTooltip cashierHref={PAGES.cashier} onClose={fn()} />,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

export const LargeBalanceOnSmallScreen = meta.story({
  args: { account: { ...player, balance: 12345678.9, unreadCount: 120 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

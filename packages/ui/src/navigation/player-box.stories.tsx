import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { PLAYER, PLAYER_DETAILED, PLAYER_LINKS } from '../stories/fixtures.ts';
import { PlayerBox } from './player-box.tsx';
import { framed } from '../stories/framed.tsx';
import { heldDeposits } from '../protection/held-deposit-story.tsx';

const meta = preview.meta({
  title: 'Navigation/PlayerBox',
  component: PlayerBox,
  args: { player: PLAYER },
  decorators: [framed({ width: 'min(320px, 100vw)', padding: 16 })],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alex Morgan')).toBeVisible();
    await expect(canvas.getByText('Gold VIP')).toBeVisible();
    await expect(canvas.getByText('$1,250.50')).toBeVisible();
  },
});

export const UnknownBalance = meta.story({
  args: { player: { ...PLAYER, balances: { balance: null, currency_code: 'USD' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('---')).toBeVisible();
  },
});

export const WithoutClass = meta.story({ args: { player: { ...PLAYER, class_display_name: '' } } });

export const LongName = meta.story({
  args: {
    player: {
      ...PLAYER,
      fname: 'Maximiliana-Alexandrina',
      lname: 'von Hohenzollern-Sigmaringen 🎰',
      balances: { balance: 12345678.9, currency_code: 'EUR' },
    },
  },
});

export const InfoPanel = meta.story({
  args: { player: PLAYER_DETAILED, links: PLAYER_LINKS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP level 3')).toBeVisible();
    await expect(canvas.getByText('Withdrawable')).toBeVisible();
    await expect(canvas.getByText('$1,100.00')).toBeVisible();
    await expect(canvas.getByText('1520')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cash out' })).toHaveAttribute('href', PLAYER_LINKS.cashOutHref);
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', PLAYER_LINKS.logoutHref);
  },
});

export const LogoutHandled = meta.story({
  tags: ['test-only'],
  args: { player: PLAYER_DETAILED, links: { ...PLAYER_LINKS, onLogout: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Log out' }));
    await expect(args.links?.onLogout).toHaveBeenCalledOnce();
  },
});

export const UnknownAmounts = meta.story({
  args: {
    player: { ...PLAYER_DETAILED, balances: { ...PLAYER_DETAILED.balances, bonus: null, comppoints: null } },
    links: { logoutHref: PLAYER_LINKS.logoutHref },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('---')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Cash out' })).toBeNull();
  },
});

/** A market's deposit limit is reached: the deposit link says until when, and the other links stay. */
export const DepositLimitReached = meta.story({
  args: { player: PLAYER_DETAILED, links: PLAYER_LINKS },
  decorators: [heldDeposits],
  play: async ({ canvas }) => {
    const held = canvas.getByRole('button', { name: 'Limit reached until 28 Nov 2026, 00:00' });
    await expect(held).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('link', { name: 'Deposit' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Cash out' })).toHaveAttribute('href', PLAYER_LINKS.cashOutHref);
  },
});

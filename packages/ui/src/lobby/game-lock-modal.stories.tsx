import preview from '../../.storybook/preview.tsx';
import { expect, fn, waitFor } from 'storybook/test';
import { artwork, MISSING_IMAGE } from '../stories/lobby-fixtures.ts';
import { GameLockModal } from './game-lock-modal.tsx';
import type { GameLockModalProps } from './game-lock-modal.tsx';
import { withOpener } from '../stories/with-opener.tsx';
import { escapeClosesAndReturnsFocus } from '../stories/overlay-plays.ts';
import './lobby.css';

const IMAGE = artwork('#2b1a66', '#7b3fe4', '#f4c04e', 'Golden Pharaoh');

/** A button opens the modal, as a locked card would. */
const LockDemo = withOpener(GameLockModal, 'How to unlock');

const meta = preview.meta({
  title: 'Lobby/GameLockModal',
  component: GameLockModal,
  render: (args) => <LockDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    gameName: 'Golden Pharaoh',
    image: IMAGE,
    state: { status: 'ready', lock: { kind: 'vip' } },
    onLiveChat: fn(),
    onRetry: fn(),
    depositHref: 'https://cashier.example/deposit',
  } satisfies Partial<GameLockModalProps>,
});

export const VipOnly = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Unlock Golden Pharaoh' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/reserved for our VIP players/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Live chat' }));
    await expect(args.onLiveChat).toHaveBeenCalledOnce();
  },
});

export const AvailableFromDate = meta.story({
  args: { state: { status: 'ready', lock: { kind: 'signup', availableFrom: 'March 14, 2026, 6:00 PM' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Available from March 14, 2026, 6:00 PM')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Live chat' })).toBeNull();
  },
});

export const AvailableSoon = meta.story({
  args: { state: { status: 'ready', lock: { kind: 'signup', availableFrom: null } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Available soon')).toBeVisible());
  },
});

export const Deposit = meta.story({
  args: { state: { status: 'ready', lock: { kind: 'deposit' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Make a deposit to unlock this game.')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', 'https://cashier.example/deposit');
  },
});

export const Loading = meta.story({
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Loading the details…')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const ErrorWithRetry = meta.story({
  args: { state: { status: 'error' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t load the details. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const BrokenImage = meta.story({
  args: { image: MISSING_IMAGE, state: { status: 'ready', lock: { kind: 'deposit' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('thumb-placeholder')).toHaveTextContent('GP'));
  },
});

export const EscapeClosesAndReturnsFocus = meta.story({
  tags: ['test-only'],
  args: { open: false },
  play: escapeClosesAndReturnsFocus('How to unlock', 'Unlock Golden Pharaoh'),
});

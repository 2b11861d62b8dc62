import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import {
  DEFAULT_THUMBNAIL,
  EMOJI_NAME,
  LONG_NAME,
  MISSING_DEFAULT_IMAGE,
  MISSING_IMAGE,
  RTL_NAME,
  STORY_GAMES,
  type StoryGame,
} from '../stories/lobby-fixtures.ts';
import { GameCard } from './game-card.tsx';
import type { GameCardProps } from './game-card.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

const GAME = STORY_GAMES[0] as StoryGame;

const meta = preview.meta({
  title: 'Lobby/GameCard',
  component: GameCard,
  args: {
    name: GAME.name,
    thumbnail: GAME.thumbnail,
    fallbackThumbnail: DEFAULT_THUMBNAIL,
    href: '/play/golden-pharaoh',
    provider: GAME.provider,
  },
  decorators: [framed({ width: 220, padding: 24, '--lb-card-ratio': '4 / 3' } as CSSProperties)],
});

/** A player's card whose toggle goes busy for a moment, as the favorites request would. */
function FavoriteRoundTrip(props: GameCardProps & { onRequest: () => void }) {
  const [state, setState] = useState({ active: false, busy: false });
  const onToggle = () => {
    props.onRequest();
    setState((now) => ({ ...now, busy: true }));
    window.setTimeout(() => setState((now) => ({ active: !now.active, busy: false })), 300);
  };
  return <GameCard {...props} favorite={{ ...state, onToggle }} />;
}

export const Guest = meta.story({
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Golden Pharaoh' });
    await expect(link).toHaveAttribute('href', '/play/golden-pharaoh');
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
});

export const Player = meta.story({
  args: { favorite: { active: false, busy: false, onToggle: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add Golden Pharaoh to favorites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.favorite?.onToggle).toHaveBeenCalledOnce();
  },
});

export const PlayerFavorite = meta.story({
  args: { favorite: { active: true, busy: false, onToggle: fn() } },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Remove Golden Pharaoh from favorites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
});

export const FavoriteDoubleClickSendsOneRequest = meta.story({
  tags: ['test-only'],
  args: { onPlay: fn() },
  render: (args) => <FavoriteRoundTrip {...args} onRequest={args.onPlay as () => void} />,
  play: async ({ canvas, userEvent, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add Golden Pharaoh to favorites' });
    await userEvent.dblClick(heart);
    await userEvent.click(heart);
    await expect(args.onPlay).toHaveBeenCalledOnce();
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await expect(heart).toHaveAccessibleName('Remove Golden Pharaoh from favorites');
    await expect(heart).toHaveFocus();
  },
});

export const FavoriteBusyIgnoresPresses = meta.story({
  tags: ['test-only'],
  args: { favorite: { active: false, busy: true, onToggle: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add Golden Pharaoh to favorites' });
    await userEvent.click(heart);
    await userEvent.dblClick(heart);
    await expect(args.favorite?.onToggle).not.toHaveBeenCalled();
  },
});

export const NewAndPreRelease = meta.story({
  args: { isNew: true, preRelease: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Pre-release')).toBeVisible();
  },
});

export const Jackpot = meta.story({
  args: { jackpot: { amount: 1_284_330.5, currency: 'USD' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,284,330.50')).toBeVisible();
  },
});

export const JackpotMultiplier = meta.story({
  args: { jackpot: { amount: 96_000, currency: 'USD', boost: { kind: 'multiplier', factor: 2 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('×2')).toBeVisible();
    await expect(canvas.getByText('multiplied by 2')).toBeInTheDocument();
  },
});

export const JackpotBoosted = meta.story({
  args: { jackpot: { amount: 12_500, currency: 'USD', boost: { kind: 'boosted', bonus: 500 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+ $500.00')).toBeVisible();
  },
});

export const Locked = meta.story({
  args: { locked: { onOpen: fn() }, favorite: { active: false, busy: false, onToggle: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Golden Pharaoh is locked: see how to unlock it' });
    await userEvent.click(open);
    await expect(args.locked?.onOpen).toHaveBeenCalledOnce();
  },
});

export const WithDemo = meta.story({
  args: { demoHref: '/demo/golden-pharaoh', onPlay: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Demo: play Golden Pharaoh for fun' })).toHaveAttribute('href', '/demo/golden-pharaoh');
    await userEvent.click(canvas.getByRole('link', { name: 'Golden Pharaoh' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
});

export const WithInfo = meta.story({
  args: { demoHref: '/demo/golden-pharaoh', info: { onOpen: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Golden Pharaoh' });
    const info = canvas.getByRole('button', { name: 'Game info: Golden Pharaoh' });
    // Its own focus stop after the card's name and the demo link, reached and pressed by keyboard.
    link.focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(info).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.info?.onOpen).toHaveBeenCalledOnce();
  },
});

export const InfoWithoutProvider = meta.story({
  args: { provider: undefined, info: { onOpen: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Game info: Golden Pharaoh' }));
    await expect(args.info?.onOpen).toHaveBeenCalledOnce();
  },
});

export const BrokenImageUsesDefault = meta.story({
  args: { thumbnail: MISSING_IMAGE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', DEFAULT_THUMBNAIL));
  },
});

export const BrokenImagesShowInitials = meta.story({
  args: { thumbnail: MISSING_IMAGE, fallbackThumbnail: MISSING_DEFAULT_IMAGE },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByTestId('thumb-placeholder')).toHaveTextContent('GP');
  },
});

/** The name takes at most two lines and never widens the card. */
async function expectClamped(canvasElement: HTMLElement) {
  const card = canvasElement.querySelector('.lb-game-card') as HTMLElement;
  const label = canvasElement.querySelector('.lb-game-card__label') as HTMLElement;
  await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(220 - 48 + 1);
  const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
  await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
}

export const LongName = meta.story({
  args: {
    name: LONG_NAME,
    thumbnail: MISSING_IMAGE,
    fallbackThumbnail: null,
    jackpot: { amount: 9_999_999_999.99, currency: 'USD', boost: { kind: 'boosted', bonus: 250_000 } },
  },
  play: async ({ canvasElement }) => expectClamped(canvasElement),
});

/** A card as two columns on a 320 px phone show it, its longest name word on one line: nothing of it reaches past the card. */
export const NarrowPhoneColumn = meta.story({
  args: {
    name: 'Supercalifragilisticexpialidocious Spins',
    provider: 'Quantum Reels Interactive',
    isNew: true,
    favorite: { active: false, busy: false, onToggle: fn() },
  },
  decorators: [framed({ width: 138 })],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.lb-game-card') as HTMLElement;
    const edge = card.getBoundingClientRect().right;
    const past = [...card.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
    await expect(past).toEqual([]);
  },
});

export const RtlName = meta.story({
  args: { name: RTL_NAME, provider: 'نجمة الصحراء', isNew: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-game-card__name')).toHaveAttribute('dir', 'auto');
    await expectClamped(canvasElement);
  },
});

export const EmojiName = meta.story({
  args: { name: EMOJI_NAME, thumbnail: MISSING_IMAGE, fallbackThumbnail: null, favorite: { active: true, busy: false, onToggle: fn() } },
  play: async ({ canvasElement }) => expectClamped(canvasElement),
});

export const Portrait = meta.story({
  args: {
    isNew: true,
    jackpot: { amount: 48_210, currency: 'USD', boost: { kind: 'multiplier', factor: 3 } },
    favorite: { active: true, busy: false, onToggle: fn() },
  },
  decorators: [framed({ width: 200, '--lb-card-ratio': '3 / 4' } as CSSProperties)],
});

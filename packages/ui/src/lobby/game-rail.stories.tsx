import preview from '../../.storybook/preview.tsx';
import { expect, waitFor } from 'storybook/test';
import { PROVIDERS, STORY_GAMES } from '../stories/lobby-fixtures.ts';
import { GameRail } from './game-rail.tsx';
import type { GameRailProps } from './game-rail.tsx';
import { ProviderCard } from './provider-card.tsx';
import { framed } from '../stories/framed.tsx';
import { storyCard } from '../stories/story-card.tsx';
import './lobby.css';

const cards = (count = STORY_GAMES.length) => STORY_GAMES.slice(0, count).map(storyCard);

const meta = preview.meta({
  title: 'Lobby/GameRail',
  component: GameRail,
  args: { title: 'Popular right now', viewAllHref: '/all-games', layout: 'default', children: cards() } satisfies Partial<GameRailProps>,
  decorators: [framed({ padding: 24, maxWidth: 1100 })],
});

const track = (root: HTMLElement) => root.querySelector('.lb-rail__track') as HTMLElement;

export const Default = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular right now' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all: Popular right now' })).toHaveAttribute('href', '/all-games');
    const previous = canvas.getByRole('button', { name: 'Previous: Popular right now' });
    const next = canvas.getByRole('button', { name: 'Next: Popular right now' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // The edges are read once the rail has been laid out, a frame after it mounts.
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(previous);
    await waitFor(() => expect(track(canvasElement).scrollLeft).toBe(0));
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
  },
});

/** The catalog is on its way: placeholder cards of the final size, the rail busy. */
export const Loading = meta.story({
  args: { children: undefined, placeholders: 6 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular right now' })).toBeVisible();
    await expect(canvasElement.querySelector('.lb-rail')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('card-placeholder')).toHaveLength(6);
    // The track pulses as one element (unless the browser asks for reduced motion).
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(track(canvasElement).getAnimations()).toHaveLength(1);
  },
});

/** Off screen, waiting to be filled when it comes near: the same placeholders, still. */
export const LoadingStill = meta.story({
  args: { children: undefined, placeholders: 6, still: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-rail')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('card-placeholder')).toHaveLength(6);
    await expect(track(canvasElement).getAnimations()).toHaveLength(0);
  },
});

/** Placeholder and card side by side in one rail's box: the same height, so the swap moves nothing. */
export const PlaceholderMatchesCard = meta.story({
  tags: ['test-only'],
  args: { children: cards(1), placeholders: 0 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <GameRail {...args} title="Loaded" />
      <GameRail title="Loading" layout={args.layout} placeholders={1} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [card, placeholder] = [...canvasElement.querySelectorAll('.lb-rail__item')].map((item) => item.getBoundingClientRect());
    await expect(placeholder?.height).toBe(card?.height);
    await expect(placeholder?.width).toBe(card?.width);
  },
});

export const ScrollsToTheEnd = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next: Popular right now' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await waitFor(
      async () => {
        if (next.getAttribute('aria-disabled') !== 'true') await userEvent.click(next);
        await expect(next).toHaveAttribute('aria-disabled', 'true');
      },
      { interval: 400 },
    );
    const rail = track(canvasElement);
    await expect(rail.scrollLeft + rail.clientWidth).toBeGreaterThanOrEqual(rail.scrollWidth - 1);
    await expect(next).toHaveFocus();
  },
});

export const Vertical = meta.story({ args: { title: 'New games', layout: 'vertical', viewAllHref: '/all-games?sort=newest' } });

export const VerticalBig = meta.story({ args: { title: 'Top jackpots', layout: 'vertical_big', viewAllHref: '/jackpot-games' } });

export const Featured = meta.story({
  args: { title: 'Top slots', layout: 'featured', viewAllHref: '/subgroup/topslots' },
  play: async ({ canvasElement }) => {
    const [big, small] = canvasElement.querySelectorAll('.lb-rail__item');
    await expect(big?.getBoundingClientRect().height).toBeGreaterThan(1.8 * (small?.getBoundingClientRect().height ?? 0));
  },
});

export const FewCardsNoViewAll = meta.story({
  args: { title: 'Keep playing', viewAllHref: null, children: cards(2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /View all/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next: Keep playing' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const Providers = meta.story({
  args: {
    title: 'Providers',
    viewAllHref: '/providers',
    children: PROVIDERS.map(({ id, ...provider }) => <ProviderCard key={id} {...provider} />),
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next: Popular right now' })).toBeVisible();
  },
});

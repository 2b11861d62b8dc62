import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { generateGames, STORY_GAMES, type StoryGame } from '../stories/lobby-fixtures.ts';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { GameGrid } from './game-grid.tsx';
import type { GameGridProps } from './game-grid.tsx';
import { NoResults } from './no-results.tsx';
import { framed } from '../stories/framed.tsx';
import { storyCard } from '../stories/story-card.tsx';
import './lobby.css';

const getKey = (game: StoryGame) => game.id;
const HUNDRED = generateGames(100);
const TWENTY_THOUSAND = generateGames(20_000);

const meta = preview.type<{ args: GameGridProps<StoryGame> }>().meta({
  title: 'Lobby/GameGrid',
  component: GameGrid<StoryGame>,
  args: { games: HUNDRED, getKey, renderCard: storyCard, label: 'Online slots' },
  decorators: [framed({ padding: 24 })],
});

const cardCount = (root: HTMLElement) => root.querySelectorAll('.lb-game-card').length;

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Online slots' });
    await expect(list).toBeInTheDocument();
    await waitFor(() => expect(cardCount(canvasElement)).toBeGreaterThan(0));
    await expect(cardCount(canvasElement)).toBeLessThan(100);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '100');
  },
});

export const TwentyThousandGames = meta.story({
  args: { games: TWENTY_THOUSAND, onEndReached: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(cardCount(canvasElement)).toBeGreaterThan(0));
    const atTop = cardCount(canvasElement);
    await expect(atTop).toBeLessThan(100);
    await expect(args.onEndReached).not.toHaveBeenCalled();
    // Scrolled again on each try, as a person keeps scrolling: the page grows once a card is measured.
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      window.dispatchEvent(new Event('scroll'));
      expect(canvas.getByRole('link', { name: 'Neon Fruits 20000' })).toBeInTheDocument();
    });
    const atEnd = cardCount(canvasElement);
    await expect(atEnd).toBeLessThan(100);
    await expect(args.onEndReached).toHaveBeenCalledOnce();
    console.info(`GameGrid with 20,000 games: ${atTop} cards in the DOM at the top, ${atEnd} at the end`);
    window.scrollTo(0, 0);
  },
});

/** Appends a page of 50 whenever the grid nears its end, up to 200 games, as the app's paging would. */
function PagedGrid(props: GameGridProps<StoryGame>) {
  const [count, setCount] = useState(50);
  const more = () => {
    props.onEndReached?.();
    setCount((now) => Math.min(200, now + 50));
  };
  return <GameGrid {...props} games={HUNDRED.concat(HUNDRED).slice(0, count)} onEndReached={count < 200 ? more : undefined} />;
}

export const InfiniteScroll = meta.story({
  args: { onEndReached: fn(), getKey: (game) => `${game.id}` },
  render: (args) => <PagedGrid {...args} />,
  play: async ({ canvas, args }) => {
    const setSize = () => canvas.getAllByRole('listitem')[0]?.getAttribute('aria-setsize');
    // Scrolling to the end keeps asking for pages until the last one (200 games) has arrived.
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      window.dispatchEvent(new Event('scroll'));
      expect(setSize()).toBe('200');
    });
    await expect(args.onEndReached).toHaveBeenCalledTimes(3);
    window.scrollTo(0, 0);
  },
});

export const DuplicateIds = meta.story({
  tags: ['test-only'],
  args: { games: [...STORY_GAMES, ...STORY_GAMES.slice(0, 4)] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Golden Pharaoh' })).toHaveLength(2));
  },
});

export const Portrait = meta.story({ args: { games: STORY_GAMES, shape: 'portrait', minCardWidth: 140 } });

export const Empty = meta.story({
  args: { games: [], emptyState: <NoResults variant="filters" onResetAll={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const Loading = meta.story({
  args: { games: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-game-grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…');
  },
});

export const LoadingMore = meta.story({
  args: { games: STORY_GAMES, loading: true, footer: <p style={{ textAlign: 'center' }}>Showing 12 of 1,204 games</p> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.lb-game-grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Showing 12 of 1,204 games')).toBeVisible();
  },
});

export const Phone = meta.story({
  args: { games: STORY_GAMES },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expectNoHorizontalScroll();
  },
});

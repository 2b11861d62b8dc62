import { defaultLobbyOptions } from '@lobby/domain';
import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FILTER_GROUPS, generateGames, STORY_GAMES, type StoryGame } from '../stories/lobby-fixtures.ts';
import { FilterPanel } from './filter-panel.tsx';
import { GameGrid } from './game-grid.tsx';
import { GameRail } from './game-rail.tsx';
import { NoResults as NoResultsView } from './no-results.tsx';
import { SearchModal } from './search-modal.tsx';
import { withOpener } from '../stories/with-opener.tsx';
import { storyCard } from '../stories/story-card.tsx';
import type { SearchModalProps } from './search-modal.tsx';
import './lobby.css';

const MANY = generateGames(2000);
const grid = (games: readonly StoryGame[]) => (
  <GameGrid games={games} getKey={(game) => game.id} renderCard={storyCard} label="Search results" minCardWidth={150} />
);
const defaults = (
  <>
    <GameRail title="Recently played">{STORY_GAMES.slice(0, 6).map(storyCard)}</GameRail>
    <GameRail title="Popular">{STORY_GAMES.slice(6).map(storyCard)}</GameRail>
  </>
);

/** Holds the query as the header would. */
function SearchWithQuery(args: SearchModalProps) {
  const [query, setQuery] = useState(args.query);
  const change = (next: string) => {
    args.onQueryChange(next);
    setQuery(next);
  };
  return <SearchModal {...args} query={query} onQueryChange={change} />;
}

/** A button opens the modal, as the header's search button does. */
const SearchDemo = withOpener(SearchWithQuery, 'Search games');

const meta = preview.meta({
  title: 'Lobby/SearchModal',
  component: SearchModal,
  render: (args) => <SearchDemo {...args} />,
  args: {
    open: true,
    query: '',
    onQueryChange: fn(),
    onClose: fn(),
    defaultContent: defaults,
    minLength: defaultLobbyOptions.searchMinLength,
  },
});

export const EmptyQueryShowsDefaults = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const input = await canvas.findByRole('searchbox', { name: 'Game name' });
    await waitFor(() => expect(input).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Recently played' })).toBeVisible());
    await userEvent.type(input, 'gol');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(3);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('gol');
    await expect(canvas.queryByRole('heading', { name: 'Recently played' })).toBeNull();
    await userEvent.clear(input);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Recently played' })).toBeVisible());
  },
});

export const ShortQueryHint = meta.story({
  args: { query: 'go' },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('searchbox', { name: 'Game name' });
    await waitFor(() => expect(canvas.getByText('Type at least 3 characters')).toBeVisible());
    await expect(input).toHaveAccessibleDescription('Type at least 3 characters');
    await expect(canvas.queryByRole('heading', { name: 'Recently played' })).toBeNull();
  },
});

/** A casino searching from five characters: the hint names its minimum. */
export const ShortQueryHintOwnMinimum = meta.story({
  args: { query: 'gold', minLength: 5 },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('searchbox', { name: 'Game name' });
    await expect(input).toHaveAccessibleDescription('Type at least 5 characters');
  },
});

export const Busy = meta.story({
  args: { query: 'golden', busy: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Searching…', { selector: '[role="status"]' })).toBeInTheDocument());
  },
});

export const Results = meta.story({
  args: {
    query: 'riches',
    resultCount: 2000,
    results: grid(MANY),
    filters: <FilterPanel groups={FILTER_GROUPS.slice(1, 2)} onToggle={fn()} onAll={fn()} onReset={fn()} onResetAll={fn()} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('2000 games found')).toHaveAttribute('role', 'status'));
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /Golden Pharaoh/ }).length).toBeGreaterThan(0));
    const pane = canvasElement.ownerDocument.querySelector('.lb-search__pane') as HTMLElement;
    await expect(pane.querySelectorAll('.lb-game-card').length).toBeLessThan(100);
    // Scrolled again on each try, as a person keeps scrolling: the pane grows once a card is measured.
    await waitFor(() => {
      pane.scrollTop = pane.scrollHeight;
      pane.dispatchEvent(new Event('scroll'));
      expect(canvas.getByRole('link', { name: 'Neon Fruits 2000' })).toBeInTheDocument();
    });
    await expect(pane.querySelectorAll('.lb-game-card').length).toBeLessThan(100);
  },
});

/** Results first: the filters fold behind their button, which counts the active ones, and the first results sit right under it. */
export const ResultsFirstWithActiveFilters = meta.story({
  args: {
    query: 'wild',
    resultCount: 12,
    results: grid(STORY_GAMES),
    filters: <FilterPanel groups={FILTER_GROUPS} onToggle={fn()} onAll={fn()} onReset={fn()} onResetAll={fn()} />,
    activeFilterCount: 2,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: /^Filter/ });
    await expect(toggle).toHaveAccessibleName('Filter 2 active');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Providers' })).toBeNull();
    const pane = canvasElement.ownerDocument.querySelector('.lb-search__pane') as HTMLElement;
    const first = await canvas.findByRole('link', { name: /Golden Pharaoh/ });
    // The first card shows whole in the results pane without scrolling: the facets no longer push it down.
    await expect(pane.scrollTop).toBe(0);
    await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(pane.getBoundingClientRect().bottom);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Providers' })).toBeVisible());
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('group', { name: 'Providers' })).toBeNull();
  },
});

export const NoResults = meta.story({
  args: { query: 'zzzz', resultCount: 0 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/No games match/)).toHaveTextContent('No games match “zzzz”.'));
    await expect(canvas.getByText('0 games found')).toHaveAttribute('role', 'status');
  },
});

export const FiltersLeaveNothing = meta.story({
  args: {
    query: 'riches',
    resultCount: 0,
    filters: <FilterPanel groups={FILTER_GROUPS.slice(2)} onToggle={fn()} onAll={fn()} onReset={fn()} onResetAll={fn()} />,
    activeFilterCount: 1,
    results: <NoResultsView variant="filters" onResetAll={fn()} />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter 1 active' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Themes' })).toBeVisible());
    await expect(canvas.getByText('No games match these filters.')).toBeVisible();
    await expect(canvas.queryByText(/Try a different keyword/)).toBeNull();
  },
});

export const EscapeClosesAndReturnsFocus = meta.story({
  tags: ['test-only'],
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Search games' });
    await userEvent.click(opener);
    const input = canvas.getByRole('searchbox', { name: 'Game name' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search games' })).toHaveFocus());
  },
});

import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FILTER_GROUPS, SORT_OPTIONS } from '../stories/lobby-fixtures.ts';
import { FilterPanel } from './filter-panel.tsx';
import { PageTopBar } from './page-top-bar.tsx';
import type { PageTopBarProps } from './page-top-bar.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

const panel = <FilterPanel groups={FILTER_GROUPS} onToggle={fn()} onAll={fn()} onReset={fn()} onResetAll={fn()} />;

const meta = preview.meta({
  title: 'Lobby/PageTopBar',
  component: PageTopBar,
  args: {
    title: 'Online slots',
    sort: { options: SORT_OPTIONS, selectedId: 'name-asc', onSelect: fn() },
    filter: { open: false, activeCount: 2, onToggle: fn(), panel },
  },
  decorators: [framed({ padding: 24, minHeight: 320 })],
});

/** Owns the panel's open state, as the page would. */
function TogglingTopBar(props: PageTopBarProps) {
  const [open, setOpen] = useState(false);
  const filter = props.filter && {
    ...props.filter,
    open,
    onToggle: () => {
      props.filter?.onToggle();
      setOpen((now) => !now);
    },
  };
  return <PageTopBar {...props} filter={filter} />;
}

export const Default = meta.story({
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Online slots' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Sort by Game A–Z' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Filter 2 active' })).toHaveAttribute('aria-expanded', 'false');
  },
});

export const SortByKeyboard = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sort by Game A–Z' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = canvas.getByRole('menu', { name: 'Sort games' });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(canvas.getByRole('menuitemradio', { name: 'Game A–Z' })).toHaveFocus();
    await expect(canvas.getByRole('menuitemradio', { name: 'Game A–Z' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'Newest' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitemradio', { name: 'Top Jackpots' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'Game A–Z' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.sort?.onSelect).toHaveBeenCalledWith('top-jackpots');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
});

export const SortEscapeCloses = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(args.sort?.onSelect).not.toHaveBeenCalled();
  },
});

export const SortMenuOpen = meta.story({
  args: { sort: { options: SORT_OPTIONS, selectedId: 'newest', onSelect: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Newest' }));
    await expect(canvas.getByRole('menuitemradio', { name: 'Newest' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('menuitemradio', { name: 'Game Z–A' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'Game Z–A' }));
    await expect(args.sort?.onSelect).toHaveBeenCalledWith('name-desc');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Newest' }));
  },
});

export const FilterOpens = meta.story({
  render: (args) => <TogglingTopBar {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Filter 2 active' });
    await userEvent.click(toggle);
    await expect(args.filter?.onToggle).toHaveBeenCalledOnce();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'Filters' });
    await waitFor(() => expect(region).toBeVisible());
    await expect(toggle).toHaveAttribute('aria-controls', region.id);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Providers' })).toBeVisible());
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull());
  },
});

export const NoActiveFilters = meta.story({
  args: { filter: { open: false, activeCount: 0, onToggle: fn(), panel } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible());
  },
});

export const TitleOnly = meta.story({ args: { title: 'Favorites', sort: undefined, filter: undefined } });

export const Phone = meta.story({
  args: { filter: { open: true, activeCount: 2, onToggle: fn(), panel } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
});

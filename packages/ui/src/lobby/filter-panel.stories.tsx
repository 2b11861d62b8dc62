import { type FilterKey, type FilterState, clearFilter, resetFilters, toggleFilterValue } from '@lobby/domain';
import preview from '../../.storybook/preview.tsx';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FILTER_GROUPS } from '../stories/lobby-fixtures.ts';
import { FilterPanel } from './filter-panel.tsx';
import type { FilterPanelProps } from './filter-panel.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

const meta = preview.meta({
  title: 'Lobby/FilterPanel',
  component: FilterPanel,
  args: { groups: FILTER_GROUPS, onToggle: fn(), onAll: fn(), onReset: fn(), onResetAll: fn() },
  decorators: [framed({ padding: 24, maxWidth: 960 })],
});

export const ManyProvidersInColumns = meta.story({
  play: async ({ canvas }) => {
    const providers = canvas.getByRole('group', { name: 'Providers' });
    await expect(providers).toHaveClass('lb-filter-group--columns');
    await expect(canvas.getByRole('group', { name: 'Features' })).not.toHaveClass('lb-filter-group--columns');
    await expect(canvas.getAllByRole('checkbox', { name: 'All' })[0]).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { name: 'All' })[1]).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Blue Comet 193' })).toBeChecked();
  },
});

export const AllResetAndToggleCallBack = meta.story({
  tags: ['test-only'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('checkbox', { name: 'All' })[0] as HTMLElement);
    await expect(args.onAll).toHaveBeenCalledWith('providers');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Providers' }));
    await expect(args.onReset).toHaveBeenCalledWith('providers');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Pirates/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('themes', 'pirates');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all filters' }));
    await expect(args.onResetAll).toHaveBeenCalledOnce();
  },
});

export const NothingSelected = meta.story({
  args: { groups: FILTER_GROUPS.map((group) => ({ ...group, selected: [] })) },
  play: async ({ canvas, userEvent, args }) => {
    for (const all of canvas.getAllByRole('checkbox', { name: 'All' })) await expect(all).toBeChecked();
    const reset = canvas.getByRole('button', { name: 'Reset Features' });
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(reset);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all filters' }));
    await expect(args.onReset).not.toHaveBeenCalled();
    await expect(args.onResetAll).not.toHaveBeenCalled();
  },
});

export const OneGroup = meta.story({ args: { groups: [FILTER_GROUPS[1] as (typeof FILTER_GROUPS)[number]] } });

/** The panel driven by the domain's filter rules, as the app wires it. */
function LivePanel(props: FilterPanelProps) {
  const [state, setState] = useState<FilterState>(resetFilters());
  const groups = props.groups.map((group) => ({ ...group, selected: state[group.key] }));
  return (
    <FilterPanel
      groups={groups}
      onToggle={(key: FilterKey, value: string) => setState((now) => toggleFilterValue(now, key, value))}
      onAll={(key) => setState((now) => clearFilter(now, key))}
      onReset={(key) => setState((now) => clearFilter(now, key))}
      onResetAll={() => setState(resetFilters())}
    />
  );
}

export const Interactive = meta.story({
  render: (args) => <LivePanel {...args} />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getAllByRole('checkbox', { name: 'All' })[2] as HTMLElement;
    await userEvent.click(canvas.getByRole('checkbox', { name: /Space/ }));
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Space/ })).not.toBeChecked();
  },
});

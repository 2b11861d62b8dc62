import preview from '../../.storybook/preview.tsx';
import { marketRules } from '@lobby/domain';
import { expect } from 'storybook/test';
import { rulesOf } from './story-fixtures.ts';
import { SwedishBar } from './swedish-bar.tsx';

const meta = preview.meta({
  title: 'Protection/SwedishBar',
  component: SwedishBar,
  args: { rules: rulesOf(marketRules('sga').swedishBar), limitsHref: '/dashboard/limits' },
});

export const ThreeButtons = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Responsible gambling' });
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(/^Spelpaus/);
    await expect(links[1]).toHaveAccessibleName('Spelgränser');
    await expect(links[2]).toHaveAccessibleName(/^Självtest/);
    await expect(canvas.getByRole('link', { name: 'Spelgränser' })).toHaveAttribute('href', '/dashboard/limits');
    await expect(getComputedStyle(bar).position).toBe('sticky');
  },
});

export const StaysOnScroll = meta.story({
  decorators: [
    (Story) => (
      <div style={{ height: '12rem', overflow: 'auto' }} data-testid="page">
        <Story />
        <div style={{ height: '60rem' }} />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('page');
    const bar = canvas.getByRole('navigation');
    page.scrollTop = 400;
    await expect(Math.round(bar.getBoundingClientRect().top)).toBe(Math.round(page.getBoundingClientRect().top));
  },
});

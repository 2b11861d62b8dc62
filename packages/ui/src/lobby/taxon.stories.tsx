import preview from '../../.storybook/preview.tsx';
import { expect, waitFor } from 'storybook/test';
import { artwork, PROVIDERS } from '../stories/lobby-fixtures.ts';
import { ProviderCard, ThemeTile } from './provider-card.tsx';
import { ProviderDirectory } from './provider-directory.tsx';
import { TaxonGrid } from './taxon-grid.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

const meta = preview.meta({
  title: 'Lobby/ProviderDirectory',
  component: ProviderDirectory,
  args: {
    title: 'Game providers',
    blurbs: [
      'Every studio in our lobby is licensed and independently tested, so each spin is fair and every payout is real.',
      'Pick a provider to explore its slots, table games and live tables, from classic fruit machines to the newest Megaways releases.',
    ],
    providers: PROVIDERS,
  },
  decorators: [framed({ padding: 24 })],
});

export const Directory = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game providers' })).toBeVisible();
    await expect(canvas.getByText(/licensed and independently tested/)).toBeVisible();
    const explore = canvas.getByRole('link', { name: 'Explore Aurora Gaming' });
    await expect(explore).toHaveAttribute('href', '/providers/aurora-gaming');
    await expect(canvas.getByText('128 games')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(PROVIDERS.length);
  },
});

export const BrokenLogoShowsInitials = meta.story({
  render: () => (
    <div style={{ width: 200 }}>
      <ProviderCard name="Crimson Reel" logo="/__missing__/logo.svg" gameCount={64} href="/providers/crimson-reel" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByTestId('thumb-placeholder')).toHaveTextContent('CR');
  },
});

export const NoProviders = meta.story({
  args: { providers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Game providers' })).toBeEmptyDOMElement();
  },
});

const THEMES = [
  ['Pirates', '#0a2238', '#155e75', '#fcd34d'],
  ['Egypt', '#3b1a04', '#92400e', '#fbbf24'],
  ['Space', '#14123d', '#312e81', '#a78bfa'],
  ['Animals', '#06302b', '#0f766e', '#a3e635'],
  ['Wild West', '#5c0f1f', '#c62a3a', '#ff9a5a'],
] as const;

export const ThemeTiles = meta.story({
  render: () => (
    <TaxonGrid kind="themes" label="Themes">
      {THEMES.map(([name, from, to, accent], index) => (
        <ThemeTile
          key={name}
          name={name}
          href={`/theme/${name.toLowerCase().replace(' ', '-')}`}
          image={index === 4 ? null : artwork(from, to, accent)}
          gameCount={40 - index * 6}
        />
      ))}
    </TaxonGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Pirates/ })).toHaveAttribute('href', '/theme/pirates');
    await expect(canvas.getByRole('link', { name: /Wild West/ })).toBeVisible();
  },
});

/** The home's row: one line of cards that scrolls sideways, however many there are. */
export const ProvidersRow = meta.story({
  render: () => (
    <div style={{ width: 600 }}>
      <TaxonGrid label="Providers" row>
        {PROVIDERS.map(({ id, ...card }) => (
          <ProviderCard key={id} {...card} />
        ))}
      </TaxonGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(PROVIDERS.length);
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const list = canvas.getByRole('list', { name: 'Providers' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
});

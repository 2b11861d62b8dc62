import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { NoResults } from './no-results.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

/** Both variants' props side by side, since story args cannot be a union. */
interface StoryArgs {
  variant: 'search' | 'filters';
  query: string;
  onResetAll: () => void;
}

const meta = preview.type<{ args: StoryArgs }>().meta({
  title: 'Lobby/NoResults',
  component: NoResults,
  args: { variant: 'search', query: 'pharoah', onResetAll: fn() } satisfies StoryArgs,
  render: ({ variant, query, onResetAll }: StoryArgs) =>
    variant === 'search' ? <NoResults variant="search" query={query} /> : <NoResults variant="filters" onResetAll={onResetAll} />,
  decorators: [framed({ padding: 24, maxWidth: 960 })],
});

export const NoSearchResults = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No games match/)).toHaveTextContent('No games match “pharoah”.');
    await expect(canvas.getByText('Try a different keyword.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const NoSearchResultsRtlQuery = meta.story({
  args: { variant: 'search', query: 'كنز الفراعنة' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('كنز الفراعنة');
  },
});

export const NoSearchResultsLongQuery = meta.story({
  args: { variant: 'search', query: `${'x'.repeat(200)} 🎰` },
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector('.lb-empty__title') as HTMLElement;
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  },
});

export const NoFilterResults = meta.story({
  args: { variant: 'filters' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No games match these filters.')).toBeVisible();
    await expect(canvas.getByText('Change them or reset all filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all filters' }));
    await expect(args.onResetAll).toHaveBeenCalledOnce();
  },
});

import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { HeroBanner } from '../promos/hero-banner.tsx';
import { CASINO_NAME } from '../stories/fixtures.ts';
import { picture } from '../stories/promo-fixtures.ts';
import { LoadingScreen } from './loading-screen.tsx';

const meta = preview.meta({
  title: 'Screens/LoadingScreen',
  component: LoadingScreen,
  args: { casinoName: CASINO_NAME },
});

export const WithCasinoName = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the lobby…');
    await expect(canvas.getByText(CASINO_NAME)).toBeVisible();
  },
});

export const BeforeConfiguration = meta.story({
  args: { casinoName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the lobby…');
  },
});

export const SlowConnection = meta.story({
  args: { slow: true, onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The connection is slow');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** On a first visit to the home, the banner the page read early heads the wait, as wide as the screen's content. */
export const WithHeroBanner = meta.story({
  args: { hero: <HeroBanner title="Weekend Reload" image={picture('Weekend Reload')} width={1200} height={400} cta={null} /> },
  play: async ({ canvas, canvasElement }) => {
    const hero = canvas.getByRole('region', { name: 'Weekend Reload' });
    await expect(hero).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the lobby…');
    // Above the spinner, and as wide as the screen's content.
    const screen = canvasElement.querySelector('.lb-loading');
    const spinner = canvasElement.querySelector('.lb-loading__spinner');
    await expect(hero.getBoundingClientRect().bottom).toBeLessThanOrEqual(spinner?.getBoundingClientRect().top ?? 0);
    const padding = Number.parseFloat(getComputedStyle(screen as Element).paddingLeft) * 2;
    await expect(Math.round(hero.getBoundingClientRect().width)).toBe(Math.round((screen?.clientWidth ?? 0) - padding));
  },
});

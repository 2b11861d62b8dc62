import preview from '../../.storybook/preview.tsx';
import { expect, fn } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { GameOfTheMonthCard, HtmlWidget, StickyBanner, StickyLoginBar } from './feature-widgets.tsx';
import { RollbackBanner } from './rollback-banner.tsx';
import { picture, SANITIZED_HOSTILE, TEXT } from '../stories/promo-fixtures.ts';
import { type WinnerRow, WinnersTicker } from './winners-ticker.tsx';
import { framed } from '../stories/framed.tsx';

const rows = (prefix: string, count: number): WinnerRow[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `${prefix}${i}`,
    username: i === 2 ? '<img src=x onerror=alert(1)>' : `Pl***${i}`,
    game: `Dragon Fortune ${i + 1}`,
    href: i === 0 ? null : `/play/dragon-fortune-${i + 1}`,
    amount: `$${(120 + i * 37.5).toFixed(2)}`,
  }));

/** Stories render several widgets; `onAction` is whichever callback the story presses. */
interface Args {
  onAction: () => void;
}

const meta = preview.type<{ args: Args }>().meta({
  title: 'Widgets/Home widgets',
  args: { onAction: fn() },
  decorators: [framed({ padding: 16 })],
});

export const FiveRows = meta.story({
  render: () => <WinnersTicker recent={rows('r', 8)} top={rows('t', 8)} rows={5} text={TEXT} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Recent winners' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-winner-row]')).toHaveLength(10);
    // Markup in a username is text, never an element.
    await expect(canvas.getAllByText('<img src=x onerror=alert(1)>')).toHaveLength(2);
    await expect(canvasElement.querySelector('table img')).toBeNull();
  },
});

export const FourRowsSmallScreen = meta.story({
  render: () => <WinnersTicker recent={rows('r', 8)} top={rows('t', 8)} rows={4} text={TEXT} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-winner-row]')).toHaveLength(8);
    await expectNoHorizontalScroll();
  },
});

export const SevenRowsOneList = meta.story({
  render: () => <WinnersTicker recent={rows('r', 8)} top={[]} rows={7} text={TEXT} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-winner-row]')).toHaveLength(7);
    await expect(canvas.queryByRole('table', { name: 'Top winners' })).toBeNull();
  },
});

export const GameOfTheMonth = meta.story({
  render: () => (
    <GameOfTheMonthCard
      title="Dragon Fortune"
      image={picture('Dragon Fortune', 10, 480, 270)}
      descriptionHtml="<p>This month’s pick: <strong>96.5% RTP</strong>.</p>"
      cta={{ href: '/play/dragon-fortune', label: 'Play now' }}
      text={TEXT}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Game of the month')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/play/dragon-fortune');
  },
});

export const GameOfTheMonthGuest = meta.story({
  render: (args) => (
    <GameOfTheMonthCard
      title="Dragon Fortune"
      image={null}
      descriptionHtml={SANITIZED_HOSTILE}
      cta={{ href: '/play/dragon-fortune', label: 'Play now' }}
      onCta={args.onAction}
      text={TEXT}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
});

export const Html = meta.story({
  render: () => <HtmlWidget name="escapepod" label="Escape Pod" html={`<h3>Escape Pod</h3>${SANITIZED_HOSTILE}`} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Escape Pod' })).toHaveTextContent('Offer details.');
  },
});

export const Sticky = meta.story({
  render: (args) => <StickyBanner html="<strong>Free spins Friday:</strong> deposit today." onClose={args.onAction} text={TEXT} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close the banner' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
});

export const Rollback = meta.story({
  render: (args) => <RollbackBanner onGoBack={args.onAction} text={TEXT} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
});

export const RollbackBusy = meta.story({
  render: () => <RollbackBanner onGoBack={() => {}} busy text={TEXT} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoginBar = meta.story({
  render: () => <StickyLoginBar loginHref="/site/login" signupHref="/site/signup" text={TEXT} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
});

export const LoginBarWithoutSignup = meta.story({
  render: () => <StickyLoginBar loginHref="/site/login" signupHref={null} text={TEXT} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).toBeNull();
  },
});

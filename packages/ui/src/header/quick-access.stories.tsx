import preview from '../../.storybook/preview.tsx';
import { expect, fn, within } from 'storybook/test';
import { PAGES } from '../stories/fixtures.ts';
import { CashierTooltip } from './cashier-tooltip.tsx';
import { QuickAccess } from './quick-access.tsx';
import { framed } from '../stories/framed.tsx';

const meta = preview.meta({
  title: 'Shell/QuickAccess',
  component: QuickAccess,
  args: {
    balance: 98765.43,
    currency: 'EUR',
    cashierHref: PAGES.cashier,
    unreadCount: 12,
    inboxHref: '/dashboard/messagecenter',
  },
  parameters: { layout: 'centered' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('€98,765.43')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inbox, 12 unread' })).toBeInTheDocument();
  },
});

export const UnknownBalance = meta.story({ args: { balance: null } });

export const NoCashier = meta.story({ args: { cashierHref: undefined, unreadCount: 0 } });

export const WithTooltip = meta.story({
  args: { balance: 2.5, cashierTooltip: <CashierTooltip cashierHref={PAGES.cashier} onClose={fn()} /> },
  decorators: [framed({ paddingBottom: 220, paddingLeft: 260 })],
});

/**
 * A phone with the daily free spins page under the header: the tooltip rises above the bottom
 * launcher rather than over the page's heading and the wheel's pointer.
 */
export const TooltipOnAPhonePage = meta.story({
  args: { balance: 2.5, cashierTooltip: <CashierTooltip cashierHref={PAGES.cashier} onClose={fn()} /> },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <header className="lb-header" style={{ justifyContent: 'flex-end' }}>
          <Story />
        </header>
        <h1 style={{ margin: 16 }}>Daily free spins</h1>
        <div data-testid="pointer" style={{ width: 24, height: 32, margin: '8px auto' }} />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Running low?' });
    const tip = region.getBoundingClientRect();
    const apart = (other: DOMRect) =>
      tip.bottom <= other.top || tip.top >= other.bottom || tip.right <= other.left || tip.left >= other.right;
    const heading = canvas.getByRole('heading', { name: 'Daily free spins' }).getBoundingClientRect();
    const pointer = (canvasElement.querySelector('[data-testid="pointer"]') as HTMLElement).getBoundingClientRect();
    await expect(window.innerWidth).toBeLessThan(640);
    await expect(apart(heading)).toBe(true);
    await expect(apart(pointer)).toBe(true);
    // It sits on screen, under the page's first lines, above where the launcher is.
    await expect(tip.top).toBeGreaterThan(heading.bottom);
    await expect(tip.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(region).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  },
});

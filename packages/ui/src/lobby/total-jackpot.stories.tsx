import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { expectNoHorizontalScroll } from '../stories/reflow.ts';
import { TotalJackpot } from './total-jackpot.tsx';
import { framed } from '../stories/framed.tsx';
import './lobby.css';

const meta = preview.meta({
  title: 'Lobby/TotalJackpot',
  component: TotalJackpot,
  args: { amount: 12_845_330.25, currency: 'USD' },
  decorators: [framed({ padding: 24, maxWidth: 960 })],
});

export const Banner = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Total jackpot' })).toBeVisible();
    await expect(canvas.getByText('$12,845,330.25')).toBeVisible();
    const amount = canvasElement.querySelector('.lb-total-jackpot__amount') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(amount).animationName).toBe(reduced ? 'none' : 'lb-jackpot-shimmer');
  },
});

/** The banner is the brand colour deepened: another brand colour, another banner. */
export const FollowsTheBrand = meta.story({
  tags: ['test-only'],
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('.lb-total-jackpot') as HTMLElement;
    const root = canvasElement.ownerDocument.documentElement;
    const before = getComputedStyle(banner).backgroundImage;
    root.style.setProperty('--lb-color-brand', 'rgb(15, 107, 116)');
    try {
      const after = getComputedStyle(banner).backgroundImage;
      await expect(after).not.toBe(before);
      await expect(after).toContain('linear-gradient');
    } finally {
      root.style.removeProperty('--lb-color-brand');
    }
  },
});

/** Northstar's teal brand, as its app sets it. */
export const NorthstarBrand = meta.story({
  globals: { brand: 'northstar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Total jackpot' })).toBeVisible();
  },
});

export const UnknownAmount = meta.story({
  args: { amount: null, currency: 'EUR', label: 'Jackpots right now' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('---')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Jackpots right now' })).toBeVisible();
  },
});

/** The line boxes of `element`'s text: one when the amount stays on one line. */
function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** The amount stays on one line, inside the banner, with no sideways scrolling. */
async function expectAmountOnOneLine(canvasElement: HTMLElement): Promise<void> {
  const banner = canvasElement.querySelector('.lb-total-jackpot') as HTMLElement;
  const amount = canvasElement.querySelector('.lb-total-jackpot__amount') as HTMLElement;
  await expect(lineCount(amount)).toBe(1);
  await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(banner.getBoundingClientRect().right);
  await expectNoHorizontalScroll();
}

const PHONES = {
  phone390: { name: 'Phone 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/** A common phone width, where the total once broke in the middle of the number. */
export const Phone390 = meta.story({
  parameters: { viewport: { options: PHONES } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expectAmountOnOneLine(canvasElement);
  },
});

export const Phone = meta.story({
  args: { amount: 9_999_999_999.99 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expectAmountOnOneLine(canvasElement);
  },
});

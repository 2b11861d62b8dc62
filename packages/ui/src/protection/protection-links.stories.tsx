import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { ProtectionLinks } from './protection-links.tsx';

const EVERY_TOOL = [
  { tool: 'limits', href: '/dashboard/limits' },
  { tool: 'break', href: '/dashboard/break' },
  { tool: 'exclusion', href: '/dashboard/self-exclusion' },
  { tool: 'history', href: '/dashboard/history' },
] as const;

const meta = preview.meta({
  title: 'Protection/ProtectionLinks',
  component: ProtectionLinks,
  args: { tools: EVERY_TOOL },
});

/** On the account page: every tool, none of them current. */
export const EveryTool = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Your protection tools' });
    const links = [...nav.querySelectorAll('a')];
    await expect(links.map((link) => link.textContent)).toEqual(['Limits', 'Take a break', 'Self-exclusion', 'Account history']);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(EVERY_TOOL.map((tool) => tool.href));
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
    await expect(canvas.getByText('Close your account for a short time.')).toBeVisible();
  },
});

/** A market without a break of the player's choosing (Germany). */
export const WithoutBreak = meta.story({
  args: { tools: EVERY_TOOL.filter((tool) => tool.tool !== 'break') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: 'Take a break' })).toBeNull();
  },
});

/** On a tool's own page: that one is the current page, and the others are a Tab away. */
export const OnAToolsPage = meta.story({
  args: { current: 'exclusion' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Self-exclusion' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Limits' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Limits' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Take a break' })).toHaveFocus();
  },
});

/** No market, no tools: nothing at all, not even the heading. */
export const NoTools = meta.story({
  args: { tools: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
});

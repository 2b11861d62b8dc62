import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { PageLink } from './page-link.tsx';

const meta = preview.meta({
  title: 'Primitives/PageLink',
  component: PageLink,
  args: { href: '/promotions', children: 'Promotions' },
  parameters: { layout: 'centered' },
});

export const AppPath = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Promotions' });
    await expect(link).toHaveAttribute('href', '/promotions');
    await expect(link).not.toHaveAttribute('target');
  },
});

export const Current = meta.story({
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  },
});

export const NewTab = meta.story({
  args: { href: 'https://help.example.com', children: 'Help Centre', newTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help Centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
});

export const UnsafeHrefBecomesHome = meta.story({
  tags: ['test-only'],
  args: { href: 'javascript:alert(1)', children: 'Suspicious' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Suspicious' })).toHaveAttribute('href', '/');
  },
});

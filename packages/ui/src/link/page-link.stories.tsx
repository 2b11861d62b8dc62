import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLink } from './page-link.tsx';

const meta = {
  title: 'Primitives/PageLink',
  component: PageLink,
  args: { href: '/promotions', children: 'Promotions' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PageLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppPath: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Promotions' });
    await expect(link).toHaveAttribute('href', '/promotions');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NewTab: Story = {
  args: { href: 'https://help.example.com', children: 'Help Centre', newTab: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Help Centre (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener');
  },
};

export const UnsafeHrefBecomesHome: Story = {
  tags: ['test-only'],
  args: { href: 'javascript:alert(1)', children: 'Suspicious' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Suspicious' })).toHaveAttribute('href', '/');
  },
};

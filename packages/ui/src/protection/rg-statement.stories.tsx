import type { Meta, StoryObj } from '@storybook/react-vite';
import { marketRules } from '@lobby/domain';
import { expect } from 'storybook/test';
import { RgStatement } from './rg-statement.tsx';
import { rulesOf } from './story-fixtures.ts';

const meta = {
  title: 'Protection/RgStatement',
  component: RgStatement,
  args: { statement: rulesOf(marketRules('agco').statement) },
} satisfies Meta<typeof RgStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ontario: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Play responsibly' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /ConnexOntario/ })).toHaveAttribute('href', 'https://www.connexontario.ca/');
    await expect(canvas.getByRole('link', { name: '1-866-531-2600' })).toHaveAttribute('href', 'tel:18665312600');
  },
};

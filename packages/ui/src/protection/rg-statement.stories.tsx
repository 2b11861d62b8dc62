import preview from '../../.storybook/preview.tsx';
import { marketRules } from '@lobby/domain';
import { expect } from 'storybook/test';
import { RgStatement } from './rg-statement.tsx';
import { rulesOf } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/RgStatement',
  component: RgStatement,
  args: { statement: rulesOf(marketRules('agco').statement) },
});

export const Ontario = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Play responsibly' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /ConnexOntario/ })).toHaveAttribute('href', 'https://www.connexontario.ca/');
    await expect(canvas.getByRole('link', { name: '1-866-531-2600' })).toHaveAttribute('href', 'tel:18665312600');
  },
});

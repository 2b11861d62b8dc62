import type { Meta, StoryObj } from '@storybook/react-vite';
import { marketRules } from '@lobby/domain';
import { expect } from 'storybook/test';
import { RgFooter } from './rg-footer.tsx';
import { rulesOf } from './story-fixtures.ts';

const meta = {
  title: 'Protection/RgFooter',
  component: RgFooter,
  args: {
    footer: rulesOf(marketRules('ukgc').footer),
    licence: 'Gambling Commission account number 000000',
    rgPageHref: '/responsible-gambling',
  },
} satisfies Meta<typeof RgFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GreatBritain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for people aged 18 and over' })).toHaveTextContent('18+');
    await expect(canvas.getByRole('link', { name: /Gambling Commission/ })).toHaveAttribute(
      'href',
      'https://www.gamblingcommission.gov.uk/',
    );
    await expect(canvas.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute('href', '/responsible-gambling');
    await expect(canvas.getByText('Gambling Commission account number 000000')).toBeVisible();
  },
};

export const OntarioNineteen: Story = {
  args: { footer: rulesOf(marketRules('agco').footer), licence: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for people aged 19 and over' })).toHaveTextContent('19+');
    await expect(canvas.queryByText(/account number/)).toBeNull();
  },
};

export const MaltaWithoutHelpSite: Story = {
  args: { footer: rulesOf(marketRules('mga').footer) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

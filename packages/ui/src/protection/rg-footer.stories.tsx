import preview from '../../.storybook/preview.tsx';
import { marketRules } from '@lobby/domain';
import { expect } from 'storybook/test';
import { RgFooter } from './rg-footer.tsx';
import { rulesOf } from './story-fixtures.ts';

const meta = preview.meta({
  title: 'Protection/RgFooter',
  component: RgFooter,
  args: {
    footer: rulesOf(marketRules('ukgc').footer),
    licence: {
      text: 'Example Gaming Ltd, Gambling Commission account number 000000',
      url: 'https://www.gamblingcommission.gov.uk/public-register/business/detail/000000',
    },
    rgPageHref: '/responsible-gambling',
  },
});

export const GreatBritain = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for people aged 18 and over' })).toHaveTextContent('18+');
    await expect(canvas.getByRole('link', { name: /Gambling Commission/ })).toHaveAttribute(
      'href',
      'https://www.gamblingcommission.gov.uk/',
    );
    await expect(canvas.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute('href', '/responsible-gambling');
    await expect(canvas.getByText(/^Example Gaming Ltd, Gambling Commission account number 000000/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Check the licence in the regulator's register/ })).toHaveAttribute(
      'href',
      'https://www.gamblingcommission.gov.uk/public-register/business/detail/000000',
    );
  },
});

export const LicenceWithoutRegisterLink = meta.story({
  args: { footer: rulesOf(marketRules('mga').footer), licence: { text: 'Example Gaming Ltd, MGA/B2C/000/2020', url: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Example Gaming Ltd, MGA/B2C/000/2020')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /register/ })).toBeNull();
  },
});

/** A market applies, but neither the controller nor casino.ts names a licence: the line is left out, the rest shows. */
export const WithoutLicence = meta.story({
  args: { licence: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/account number/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: /register/ })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Only for people aged 18 and over' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Gambling Commission/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Responsible gambling' })).toBeVisible();
  },
});

export const OntarioNineteen = meta.story({
  args: { footer: rulesOf(marketRules('agco').footer), licence: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for people aged 19 and over' })).toHaveTextContent('19+');
    await expect(canvas.queryByText(/account number/)).toBeNull();
  },
});

export const MaltaWithoutHelpSite = meta.story({
  args: { footer: rulesOf(marketRules('mga').footer), licence: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
});

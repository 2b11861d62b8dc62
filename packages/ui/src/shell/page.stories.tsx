import preview from '../../.storybook/preview.tsx';
import { expect } from 'storybook/test';
import { Page, PageSection } from './page.tsx';

const meta = preview.meta({
  title: 'Shell/Page',
  component: Page,
  args: { title: 'Game Providers', intro: 'Every studio in our lobby, in one place.' },
});

export const WithSections = meta.story({
  args: {
    children: (
      <>
        <PageSection title="Providers" viewAllHref="/providers">
          <p>Provider cards go here.</p>
        </PageSection>
        <PageSection title="Themes">
          <p>Theme tiles go here.</p>
        </PageSection>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game Providers' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Themes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all: Providers' })).toHaveAttribute('href', '/providers');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
});

export const WithoutTitle = meta.story({
  args: { title: undefined, intro: undefined, children: <p>A page whose top bar carries the title.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
});

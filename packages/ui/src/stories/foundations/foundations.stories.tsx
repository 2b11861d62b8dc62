import preview from '../../../.storybook/preview.tsx';
import { expect, within } from 'storybook/test';
import { checkOtherThemeColours } from '../../../.storybook/other-theme-colours.ts';
import { Foundations } from './foundations.tsx';

const meta = preview.meta({
  title: 'Foundations/Tokens',
  component: Foundations,
  render: (_args, context) => <Foundations theme={String(context.globals.theme)} />,
});

/** Colours per theme, palette, radii, shadows, spacing, type, durations and breakpoints. */
export const Tokens = meta.story({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    for (const title of ['Colours', 'Radii', 'Shadows', 'Spacing', 'Type', 'Durations and breakpoints']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('--lb-color-brand')).toBeVisible();
    // Values are read from the document, so a token that does not resolve would show empty.
    await expect(page.getByText('350ms')).toBeVisible();
  },
});

/** The same tokens under a casino's brand, as the toolbar's brand switcher sets it. */
export const UnderACasinoBrand = meta.story({
  globals: { brand: 'northstar' },
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement);
    const accent = globals.theme === 'dark' ? '#6fd6e0' : '#0f6b74';
    await expect(await page.findAllByText(accent)).not.toHaveLength(0);
  },
});

/**
 * The story tests' check of the other theme's colours finds an element that only the dark theme
 * makes unreadable, and says which theme; the planted element is hidden before the check runs for real.
 */
export const OtherThemeColoursCheck = meta.story({
  tags: ['test-only'],
  render: () => (
    <>
      <style>{'[data-theme="dark"] #planted-dim { color: #3a3a3a; background: #303030; }'}</style>
      <p id="planted-dim">Dim in the dark</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(checkOtherThemeColours()).rejects.toThrow('In the dark theme: color-contrast: #planted-dim');
    await expect(document.documentElement.dataset.theme).toBe('light');
    // Hidden, not removed: the story's root still owns the element, and takes it out when it unmounts.
    (canvasElement.querySelector('#planted-dim') as HTMLElement).hidden = true;
    await expect(checkOtherThemeColours()).resolves.toBeUndefined();
  },
});

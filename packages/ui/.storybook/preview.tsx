import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import type { Decorator } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { brandStyleSheet } from '../src/brand/brand.ts';
import { iconSprite } from '../src/icon/icon-glyphs.ts';
import { UiProvider } from '../src/ui-context.tsx';
import '../src/styles/index.css';
import '../src/styles/play.css';
import '../src/styles/lists.css';
import '../src/styles/menu.css';
import '../src/styles/messages.css';
import '../src/styles/extras.css';
import '../src/styles/rewards.css';
import '../src/styles/promos.css';
import '../src/styles/protection.css';
import { storyBrands } from './brands.ts';
import { checkOtherThemeColours } from './other-theme-colours.ts';
import { storyUi } from './story-ui.tsx';

// A bound for waitFor and findBy, not a wait: a broken image's error event or a dialog's first
// paint came after the default second on two cores shared with a CPU-heavy process.
configure({ asyncUtilTimeout: 10_000 });

// The icon set's sprite, which the casinos' build puts into index.html (tooling/vite-preset).
if (!document.getElementById('lb-icon-home')) document.body.insertAdjacentHTML('afterbegin', iconSprite());

/** Puts the chosen casino brand over the tokens, as the app does at start-up (none for "house"). */
function applyStoryBrand(key: unknown): void {
  let style = document.getElementById('story-brand');
  if (!style) {
    style = document.createElement('style');
    style.id = 'story-brand';
    document.head.append(style);
  }
  const brand = typeof key === 'string' ? storyBrands[key] : undefined;
  style.textContent = brand ? brandStyleSheet(brand) : '';
}

const withThemeAndText: Decorator = (Story, context) => {
  // Tokens hang off :root, exactly as in the app, so the theme is set on the document itself.
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  applyStoryBrand(context.globals.brand);
  return (
    <UiProvider value={storyUi}>
      <Story />
    </UiProvider>
  );
};

export default definePreview({
  addons: [addonDocs(), addonA11y()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Casino brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'house', title: 'House tokens' },
          ...Object.entries(storyBrands).map(([value, brand]) => ({ value, title: brand.name })),
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', brand: 'house' },
  decorators: [withThemeAndText],
  // The story tests set `bothThemes` (vitest.config.ts): each story's one run checks both themes.
  afterEach: async ({ globals }) => {
    if (globals.bothThemes === true) await checkOtherThemeColours();
  },
  // Every widget gets a docs page: its description, props table and stories. A literal: the story
  // tests read the preview's tags without running it.
  tags: ['autodocs'],
  parameters: {
    // Inline, like the tags: Storybook reads the sort order without running this file.
    options: {
      storySort: {
        order: [
          'Welcome',
          'Families',
          'Foundations',
          'Lobby',
          'Widgets',
          'Promotions',
          'Tournaments',
          'Rewards',
          'Shell',
          'Navigation',
          'Play',
        ],
      },
    },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
});

import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/ui-context.tsx';
import '../src/styles/index.css';
import { storyUi } from './story-ui.tsx';

const withThemeAndText: Decorator = (Story, context) => {
  // Tokens hang off :root, exactly as in the app, so the theme is set on the document itself.
  document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <UiProvider value={storyUi}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
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
  },
  initialGlobals: { theme: 'light' },
  decorators: [withThemeAndText],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;

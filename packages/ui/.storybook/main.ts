import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines this runs on have no outside network; telemetry would only time out.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;

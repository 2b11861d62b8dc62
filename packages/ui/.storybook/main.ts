import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  // The Welcome and family pages first, then every widget's stories.
  stories: ['../src/docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories that prove a behaviour (a double click sends one request, Escape returns focus) run as
  // tests like every story, but stay out of the designers' sidebar and docs pages.
  tags: { 'test-only': { excludeFromSidebar: true, excludeFromDocsStories: true } },
  // The machines this runs on have no outside network; telemetry would only time out.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
});

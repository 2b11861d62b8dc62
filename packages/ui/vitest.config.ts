import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { isolationProjects } from '../../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// As root Chromium needs --no-sandbox; the rest keep it off the (closed) network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The story tests: every story rendered and played once, in the light theme, where the a11y addon
 * checks every rule; the preview then checks the dark theme's colours (`bothThemes`). The themes
 * differ in colours alone (src/styles/themes.test.ts), so a second run in dark would repeat the rest.
 */
function storiesProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme: 'light', bothThemes: true } })],
    test: {
      name: 'stories',
      // Every story file in one page per worker, not a fresh frame each that loads the widgets,
      // the preview and Storybook's runtime again: 217 s against 125 s on a quiet two-core
      // machine. A story ends with its widget still mounted, and the next story unmounts it,
      // so a story must leave its tree's elements in place (hide one rather than remove it).
      isolate: false,
      // A bound, not a speed check: a story's play function waits on its browser, which on two
      // cores shared with a CPU-heavy process took past the default 15 s for a few stories.
      testTimeout: 45_000,
      // A fresh browser object per project: a shared one fails with "Cannot define a nested project".
      browser: {
        enabled: true,
        headless: true,
        // Starting Chromium and serving it the test page took over the default minute on two cores
        // shared with a CPU-heavy process, and the whole theme's stories then never ran. A bound.
        connectTimeout: 180_000,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.LOBBY_TEST_BROWSER || process.env.CHROME_PATH || '/usr/bin/chromium',
            args: CHROMIUM_ARGS,
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  // Pre-bundled up front: discovering them mid-run reloads the page and the story frame never loads.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'storybook/test',
      'storybook/preview-api',
      'storybook/actions',
      '@storybook/react-vite',
      '@storybook/addon-a11y',
      '@storybook/addon-docs',
      '@storybook/addon-docs/preview',
      '@storybook/addon-a11y/preview',
      '@storybook/addon-vitest',
      '@tanstack/react-virtual',
      'axe-core',
    ],
  },
  test: {
    // Vitest runs as many projects at once as it has workers (the core count by default). Three
    // keep the unit tests beside the stories, whose browser leaves part of a core idle: the
    // package's tests took 224 s on a quiet two-core machine (379 s with a story project per theme).
    maxWorkers: 3,
    projects: [
      // CSS kept (not emptied), so the token tests can read the stylesheets as text.
      ...isolationProjects(import.meta.url, ['src/**/*.test.ts'], { environment: 'node', css: true }),
      storiesProject(),
    ],
  },
});

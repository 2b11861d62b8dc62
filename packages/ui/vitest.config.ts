import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

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

/** One story-test project per theme, so every story's a11y check runs in light and in dark. */
function themeProject(theme: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme } })],
    test: {
      name: `stories-${theme}`,
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
    ],
  },
  test: {
    // Vitest runs as many projects at once as it has workers, the core count by default: on two
    // cores the dark stories would wait for the light ones (about 140 s), though each theme's
    // browser keeps a core only half busy. Three workers run the three projects side by side: on a
    // clean clone 103 s alone, 116 s beside a busy loop and 133 s beside casino-kit's tests, all passing.
    maxWorkers: 3,
    projects: [
      // CSS kept (not emptied), so the token tests can read the stylesheets as text.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', css: true } },
      themeProject('light'),
      themeProject('dark'),
    ],
  },
});

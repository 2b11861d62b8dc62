import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of the test run, apart from the ones `./lobby start` uses so both can run at once.
 * `LOBBY_E2E_PORT_OFFSET` shifts them all, so two checkouts on one machine can run e2e together.
 */
const offset = Number(process.env.LOBBY_E2E_PORT_OFFSET ?? 0);
export const PORTS = {
  controller: { fusion: 18787 + offset, 'single-provider': 18788 + offset, sportsbook: 18789 + offset },
  app: { fusion: 14173 + offset, 'single-provider': 14174 + offset, northstar: 14175 + offset },
} as const;

/** Which controller profile each app talks to. */
const CONTROLLER_OF = { fusion: 'fusion', 'single-provider': 'single-provider', northstar: 'sportsbook' } as const;

type App = keyof typeof PORTS.app;

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const reportsDir = process.env.LOBBY_REPORTS_DIR ?? '../reports';

function appServer(app: App) {
  return {
    command: `node_modules/.bin/vite preview --strictPort`,
    cwd: `../apps/${app}`,
    url: `http://127.0.0.1:${PORTS.app[app]}/`,
    env: {
      LOBBY_APP_PORT: String(PORTS.app[app]),
      LOBBY_CONTROLLER_URL: `http://127.0.0.1:${PORTS.controller[CONTROLLER_OF[app]]}`,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: './tests',
  // Tests switch the controller's faults and players' balances: one at a time keeps them apart.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `${reportsDir}/playwright.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command:
        `node src/main.ts --memory --casino fusion=${PORTS.controller.fusion}` +
        ` --casino single-provider=${PORTS.controller['single-provider']} --casino sportsbook=${PORTS.controller.sportsbook}`,
      cwd: '../tooling/controller',
      url: `http://127.0.0.1:${PORTS.controller.fusion}/__control/players`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    appServer('fusion'),
    appServer('single-provider'),
    appServer('northstar'),
  ],
  projects: [
    {
      name: 'fusion',
      use: { baseURL: `http://127.0.0.1:${PORTS.app.fusion}` },
      // Specs named after one casino (*-northstar) or the other variant (*-single) cover their own rules.
      testIgnore: /-(northstar|single)\.spec\.ts$/,
    },
    {
      name: 'single-provider',
      use: { baseURL: `http://127.0.0.1:${PORTS.app['single-provider']}` },
      // Specs named *-fusion cover the multi-provider casino's own fixtures and rules.
      testIgnore: /-(fusion|northstar)\.spec\.ts$/,
    },
    {
      name: 'northstar',
      use: { baseURL: `http://127.0.0.1:${PORTS.app.northstar}` },
      // Casino 85 runs only what is its own (the sportsbook); the shared specs run on the other two.
      testMatch: /-northstar\.spec\.ts$/,
    },
  ],
});

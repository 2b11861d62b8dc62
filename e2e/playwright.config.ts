import { discoverCasinos, e2ePorts, type FoundCasino } from '@lobby/casinos';
import { defineConfig, devices } from '@playwright/test';

/**
 * The casino apps under apps/ (each its casino.ts), one project each. LOBBY_E2E_CASINOS (keys,
 * comma-separated) narrows the run to some of them, servers included.
 */
const only = (process.env.LOBBY_E2E_CASINOS ?? '').split(',').filter(Boolean);
const casinos = discoverCasinos().filter((casino) => only.length === 0 || only.includes(casino.key));
if (casinos.length === 0) throw new Error(`no casino app matches LOBBY_E2E_CASINOS=${only.join(',')}`);

/**
 * Ports of the test run, apart from the ones `./lobby start` uses so both can run at once.
 * `LOBBY_E2E_PORT_OFFSET` shifts them all, so two checkouts on one machine can run e2e together.
 */
const offset = Number(process.env.LOBBY_E2E_PORT_OFFSET ?? 0);
const ports = (casino: FoundCasino) => e2ePorts(casino, offset);

/** Each controller profile once, with its port. */
const controllers = [...new Map(casinos.map((casino) => [casino.controller.profile, ports(casino).controller]))];

/** Specs named after a casino (`*-northstar.spec.ts`) cover that casino's own rules. */
const ownSpecs = (key: string) => new RegExp(`-${key}\\.spec\\.ts$`);
const otherCasinos = (key: string) =>
  discoverCasinos()
    .filter((casino) => casino.key !== key)
    .map((casino) => ownSpecs(casino.key));

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

function appServer(casino: FoundCasino) {
  return {
    command: `node_modules/.bin/vite preview --strictPort`,
    cwd: casino.dir,
    url: `http://127.0.0.1:${ports(casino).app}/`,
    env: {
      LOBBY_APP_PORT: String(ports(casino).app),
      LOBBY_CONTROLLER_URL: `http://127.0.0.1:${ports(casino).controller}`,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/** Fusion also runs as a static deploy under /casino/fusion/ (tooling/deploy's server, same rules as nginx). */
const underBase = casinos.filter((casino) => casino.key === 'fusion');
const STATIC_BASE = (casino: FoundCasino) => `/casino/${casino.key}/`;
const BASE_PORT_SHIFT = 100;

function baseServer(casino: FoundCasino) {
  const controller = `http://127.0.0.1:${ports(casino).controller}`;
  const port = ports(casino).app + BASE_PORT_SHIFT;
  return {
    command:
      `node src/serve.ts ${casino.key} --build --base ${STATIC_BASE(casino)} --port ${port}` +
      ` --controller ${controller} --test-controls --extra-origin ${controller}`,
    cwd: '../tooling/deploy',
    url: `http://127.0.0.1:${port}${STATIC_BASE(casino)}`,
    reuseExistingServer: false,
    timeout: 120_000,
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
      command: `node src/main.ts --memory ${controllers.map(([profile, port]) => `--casino ${profile}=${port}`).join(' ')}`,
      cwd: '../tooling/controller',
      url: `http://127.0.0.1:${controllers[0]?.[1]}/__control/players`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...casinos.map(appServer),
    ...underBase.map(baseServer),
  ],
  // A casino with `e2e: 'shared'` runs every spec not named after another casino; one with `own`
  // runs the smoke spec and its own specs (northstar: the sportsbook).
  projects: [
    ...casinos.map((casino) => ({
      name: casino.key,
      use: { baseURL: `http://127.0.0.1:${ports(casino).app}` },
      ...(casino.e2e === 'shared' ? { testIgnore: otherCasinos(casino.key) } : { testMatch: [/\/smoke\.spec\.ts$/, ownSpecs(casino.key)] }),
    })),
    // The static build under a base path, served with the production rules: the smoke spec again.
    ...underBase.map((casino) => ({
      name: `${casino.key}-under-base`,
      use: { baseURL: `http://127.0.0.1:${ports(casino).app + BASE_PORT_SHIFT}${STATIC_BASE(casino)}` },
      testMatch: /\/smoke\.spec\.ts$/,
    })),
  ],
});

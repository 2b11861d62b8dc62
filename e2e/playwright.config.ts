import { discoverCasinos, type FoundCasino } from '@lobby/casinos';
import { defineConfig, devices } from '@playwright/test';
import type { LobbyOptions } from './tests/servers.ts';

/**
 * The casino apps under apps/ (each its casino.ts), one project each. LOBBY_E2E_CASINOS (keys,
 * comma-separated) narrows the run to some of them.
 */
const ALL_CASINOS = discoverCasinos();
const only = (process.env.LOBBY_E2E_CASINOS ?? '').split(',').filter(Boolean);
const casinos = ALL_CASINOS.filter((casino) => only.length === 0 || only.includes(casino.key));
if (casinos.length === 0) throw new Error(`no casino app matches LOBBY_E2E_CASINOS=${only.join(',')}`);

/** Fusion also runs as a static deploy under a base path (the build for it comes from global-setup.ts). */
export const UNDER_BASE = casinos
  .filter((casino) => casino.key === 'fusion')
  .map((casino) => ({ casino, basePath: `/casino/${casino.key}/` }));

/**
 * The shared casino that runs the @kit describes: the first by key of all casinos, not of those
 * LOBBY_E2E_CASINOS picks, so CI's per-casino jobs run them once too.
 */
const KIT_CASINO = ALL_CASINOS.filter((casino) => casino.e2e === 'shared')
  .map((casino) => casino.key)
  .sort()[0];

/** Specs named after a casino (`*-northstar.spec.ts`) cover that casino's own rules. */
const ownSpecs = (key: string) => new RegExp(`-${key}\\.spec\\.ts$`);
const otherCasinos = (key: string) => ALL_CASINOS.filter((casino) => casino.key !== key).map((casino) => ownSpecs(casino.key));

/**
 * The browser of the tests: LOBBY_TEST_BROWSER (./lobby check sets it to Debian's
 * chromium-headless-shell where it can, the headless build Playwright itself prefers; it runs the
 * same engine without the full browser's window and tab strip, about a fifth less CPU per test),
 * else CHROME_PATH.
 */
const chromium = {
  executablePath: process.env.LOBBY_TEST_BROWSER || process.env.CHROME_PATH || '/usr/bin/chromium',
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

const project = (name: string, lobbyOptions: LobbyOptions) => ({ name, use: { lobbyOptions } });

/**
 * Every worker starts its own reference controller and app server (tests/servers.ts), so specs
 * that switch faults and balances run side by side without meeting. No ports are fixed: each
 * server takes a free one.
 */
export default defineConfig<object, { lobbyOptions: LobbyOptions }>({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  workers: Number(process.env.LOBBY_E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // Bounds, not waits: a passing test takes no longer for them, and a loaded machine (a CPU-heavy
  // process beside the check) does not turn slowness into failures.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `${reportsDir}/playwright.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
    // Recording a trace costs about a quarter of the suite's CPU, failing or not: on when asked
    // (LOBBY_E2E_TRACE=1 keeps one per failed test), off in the check.
    trace: process.env.LOBBY_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Every test opens a fresh browser context, where the service worker would precache the whole
    // build (about 90 files) again: a tenth of the suite's CPU for nothing the test looks at. The
    // service worker has its own test (install.spec.ts), which allows it.
    serviceWorkers: 'block',
    // Transitions, smooth scrolling and placeholder pulses cost about a fifth of each page load's
    // renderer CPU and show nothing a test reads; specs about motion (random play's rotation, the
    // reflow of every route) ask for it back with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
  },
  // A casino with `e2e: 'shared'` runs every spec not named after another casino, the kit's own
  // behaviour (tagged @kit, see fixtures.ts) only in the first of them; one with `own` runs the
  // smoke spec and its own specs (northstar: the sportsbook).
  projects: [
    ...casinos.map((casino: FoundCasino) => ({
      ...project(casino.key, { casino: casino.key, basePath: '/' }),
      ...(casino.e2e === 'shared'
        ? { testIgnore: otherCasinos(casino.key), ...(casino.key === KIT_CASINO ? {} : { grepInvert: /@kit\b/ }) }
        : { testMatch: [/\/smoke\.spec\.ts$/, ownSpecs(casino.key)] }),
    })),
    // The static build under a base path, served with the production rules: the smoke spec again,
    // and the custom promo frame (its own document under the base path).
    ...UNDER_BASE.map(({ casino, basePath }) => ({
      ...project(`${casino.key}-under-base`, { casino: casino.key, basePath }),
      testMatch: [/\/smoke\.spec\.ts$/, /\/promo-frame\.spec\.ts$/],
    })),
  ],
});

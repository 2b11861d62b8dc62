import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { discoverCasinos } from '@lobby/casinos';
import { type StaticServer, startStaticServer } from '@lobby/deploy';
import { test as base } from '@playwright/test';

/** What a project tests: a casino app, served at a base path. */
export interface LobbyOptions {
  /** The casino app's key (apps/<key>). */
  readonly casino: string;
  /** Where its build is served; `/` serves dist/, anything else dist-base/ (built for that base). */
  readonly basePath: string;
}

/** The servers of one Playwright worker: its own controller and the app in front of it. */
export interface LobbyServers {
  readonly appUrl: string;
  readonly controllerUrl: string;
}

const CONTROLLER_MAIN = join(import.meta.dirname, '..', '..', 'tooling', 'controller', 'src', 'main.ts');

/** The reference controller for one casino profile, in-memory, on a free port. */
async function startController(profile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [CONTROLLER_MAIN, '--memory', '--quiet', '--casino', `${profile}=0`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the controller did not start within 60 s:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const origin = output.match(new RegExp(`^${profile} controller: (http://\\S+) `, 'm'))?.[1];
      if (origin && /ready in \d+ ms/.test(output)) {
        clearTimeout(timer);
        resolve(origin);
      }
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the controller exited with ${code}:\n${output}`));
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/**
 * One controller and one app server per worker, so tests that switch the controller's faults,
 * flags and balances never meet a test of another worker. The app is the static build served with
 * the production rules (tooling/deploy), passing /app/, /site/ and /__control/ to that controller.
 */
export const test = base.extend<object, { lobbyServers: LobbyServers; lobbyOptions: LobbyOptions }>({
  lobbyOptions: [
    { casino: '', basePath: '/' },
    { option: true, scope: 'worker' },
  ],
  lobbyServers: [
    async ({ lobbyOptions }, use) => {
      const casino = discoverCasinos().find((found) => found.key === lobbyOptions.casino);
      if (!casino) throw new Error(`the project names no casino app (lobbyOptions.casino = "${lobbyOptions.casino}")`);
      const controller = await startController(casino.controller.profile);
      let app: StaticServer | undefined;
      try {
        app = await startStaticServer({
          dist: join(casino.dir, lobbyOptions.basePath === '/' ? 'dist' : 'dist-base'),
          basePath: lobbyOptions.basePath,
          controllerUrl: controller.url,
          testControls: true,
          extraOrigins: [controller.url],
          frameOrigins: casino.frameOrigins ?? [],
        });
        await use({ appUrl: app.url, controllerUrl: controller.url });
      } finally {
        await app?.close();
        await controller.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ lobbyServers }, use) => {
    await use(lobbyServers.appUrl);
  },
});

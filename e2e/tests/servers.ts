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

/** The reference controller for some casino profiles, in one in-memory process, each on a free port. */
export async function startController(...profiles: string[]): Promise<{ urls: ReadonlyMap<string, string>; stop: () => Promise<void> }> {
  const casinos = profiles.flatMap((profile) => ['--casino', `${profile}=0`]);
  const child: ChildProcess = spawn(process.execPath, [CONTROLLER_MAIN, '--memory', '--quiet', ...casinos], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const urls = await new Promise<Map<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the controller did not start within 60 s:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const found = new Map(
        profiles.flatMap((profile) => {
          const origin = output.match(new RegExp(`^${profile} controller: (http://\\S+) `, 'm'))?.[1];
          return origin ? [[profile, origin] as const] : [];
        }),
      );
      if (found.size === profiles.length && /ready in \d+ ms/.test(output)) {
        clearTimeout(timer);
        resolve(found);
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
  return { urls, stop };
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
      const controllerUrl = controller.urls.get(casino.controller.profile) ?? '';
      let app: StaticServer | undefined;
      try {
        app = await startStaticServer({
          dist: join(casino.dir, lobbyOptions.basePath === '/' ? 'dist' : 'dist-base'),
          basePath: lobbyOptions.basePath,
          controllerUrl,
          testControls: true,
          extraOrigins: [controllerUrl],
          frameOrigins: casino.frameOrigins ?? [],
        });
        await use({ appUrl: app.url, controllerUrl });
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

// The built apps, served by `vite preview` on free ports: fusion against a given controller, and the empty app.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { discoverCasinos } from '@lobby/casinos';
import { EMPTY_APP_DIR, FUSION_DIR, FUSION_DIST, REPO_ROOT } from './paths.ts';

/** Ports `./lobby start` gives every casino's dev server and controller: never take them, even if free now. */
const RESERVED = new Set(discoverCasinos().flatMap((casino) => [casino.ports.dev, casino.ports.controller]));

/** A port the OS reports free (and not reserved), released again for the server to take. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port > 0 && !RESERVED.has(port)) return port;
  }
}

/** Builds apps/fusion when it has no dist yet; returns whether it built. */
export function ensureFusionBuild(): boolean {
  if (existsSync(join(FUSION_DIST, 'index.html'))) return false;
  const result = spawnSync('pnpm', ['--filter', '@lobby/app-fusion', 'build'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the fusion build failed:\n${result.stdout}\n${result.stderr}`);
  return true;
}

export interface AppServer {
  readonly url: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** `vite preview` of a built app in `dir`, on a port the caller picked. */
async function servePreview(dir: string, port: number, args: readonly string[], env: NodeJS.ProcessEnv): Promise<AppServer> {
  // Vite's own script run by this Node, not the .bin shell wrapper, so the pid we stop is the server itself.
  const vite = join(dirname(createRequire(join(dir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'preview', '--strictPort', ...args], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitUntilUp(url, child, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, stop };
}

/** `vite preview` of apps/fusion, forwarding /app/ and /site/ to `controllerUrl` (see tooling/vite-preset). */
export async function serveFusion(controllerUrl: string): Promise<AppServer> {
  const port = await freePort();
  return servePreview(FUSION_DIR, port, [], { LOBBY_APP_PORT: String(port), LOBBY_CONTROLLER_URL: controllerUrl });
}

/** `vite preview` of the built empty app (tooling/bench/empty-app/dist), served the same way as fusion. */
export async function serveEmptyApp(): Promise<AppServer> {
  const port = await freePort();
  // Its vite.config.ts sets no server options: host and port come from the command line.
  return servePreview(EMPTY_APP_DIR, port, ['--host', '127.0.0.1', '--port', String(port)], {});
}

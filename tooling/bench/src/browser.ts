// Headless Chromium through the Playwright the e2e package already installs (it never downloads a
// browser), and the same Chromium started with a DevTools port for Lighthouse to drive.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { freePort } from './app-server.ts';
import { REPO_ROOT } from './paths.ts';

type Playwright = typeof import('@playwright/test');

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  const { chromium } = createRequire(join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test') as Playwright;
  return chromium.launch({ executablePath: CHROME_PATH, args: ARGS, headless: true });
}

/** A headless Chromium listening for the DevTools protocol on `port`. */
export interface DebuggableChromium {
  readonly port: number;
  readonly version: string;
  stop(): Promise<void>;
}

/**
 * Starts Chromium with a DevTools port and a throwaway profile. Lighthouse connects to the port
 * itself (it opens and closes its own tab per run), so no launcher package is needed. The flags
 * beyond ARGS are a subset of the ones Lighthouse's own launcher (chrome-launcher) passes, so
 * background work does not land in the measured trace.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lobby-bench-chromium-'));
  const flags = [
    ...ARGS,
    '--headless',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-client-side-phishing-detection',
    '--disable-domain-reliability',
    '--disable-hang-monitor',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    '--disable-ipc-flooding-protection',
    '--metrics-recording-only',
    '--mute-audio',
    '--password-store=basic',
    '--use-mock-keychain',
    '--no-default-browser-check',
    'about:blank',
  ];
  // /usr/bin/chromium is a shell wrapper that execs the browser, so this pid ends up being the browser.
  const child = spawn(CHROME_PATH, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        // The browser's helpers may still be writing into the profile as it exits.
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) {
        const { Browser: version } = (await response.json()) as { Browser: string };
        return { port, version, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`Chromium (${CHROME_PATH}) opened no DevTools port ${port} within 30 s:\n${output.slice(-2_000)}`);
}

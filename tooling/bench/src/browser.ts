// Headless Chromium through the Playwright the e2e package already installs (it never downloads a browser).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { REPO_ROOT } from './paths.ts';

type Playwright = typeof import('@playwright/test');

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  const { chromium } = createRequire(join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test') as Playwright;
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ARGS, headless: true });
}

import AxeBuilder from '@axe-core/playwright';
import { discoverCasinos } from '@lobby/casinos';
import { expect, type Page } from '@playwright/test';
import { test as base } from './servers.ts';

/** A fault the reference controller should simulate (see docs/controller-protocol.md). */
export interface Fault {
  action: string;
  status?: number;
  delayMs?: number;
  body?: 'garbage' | 'html' | 'bad-envelope';
  drop?: boolean;
}

/** Drives the reference controller behind the app under test (through the app's proxy). */
export class Controller {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async fault(fault: Fault): Promise<void> {
    const response = await this.page.request.post('/__control/faults', { data: fault });
    expect(response.ok()).toBe(true);
  }

  /** Switches the casino's configuration flags until the next reset. */
  async flags(flags: Record<string, boolean>): Promise<void> {
    const response = await this.page.request.post('/__control/flags', { data: flags });
    expect(response.ok()).toBe(true);
  }

  async reset(): Promise<void> {
    const response = await this.page.request.post('/__control/reset');
    expect(response.ok()).toBe(true);
  }
}

/** Logs in through the casino's own login page, as a player would. */
export async function logIn(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The apps' profile keys: their device flags are named after them. */
const APP_KEYS = discoverCasinos().map((casino) => casino.key);

export const test = base.extend<{ controller: Controller; installPrompt: boolean }>({
  // Chromium may offer to install the app (a PWA) in the middle of any test; its prompt would then
  // sit over the page. Tests start as if it had been dismissed, except those that opt in.
  installPrompt: [false, { option: true }],
  page: async ({ page, installPrompt }, use) => {
    if (!installPrompt) {
      await page.addInitScript((keys: string[]) => {
        for (const key of keys) window.localStorage.setItem(`lobby.${key}.installDismissed`, '1');
      }, APP_KEYS);
    }
    await use(page);
  },
  controller: async ({ page }, use) => {
    const controller = new Controller(page);
    await controller.reset();
    await use(controller);
    await controller.reset();
  },
});

export { expect };

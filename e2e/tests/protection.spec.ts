import type { Page } from '@playwright/test';
import { expect, openAs, seriousViolations, test } from './fixtures.ts';

type Market = 'none' | 'ukgc' | 'mga' | 'ggl' | 'ksa' | 'agco' | 'sga';

/** The market the reference controller's configuration names, until the next reset. */
async function market(page: Page, jurisdiction: Market, responsibleGaming = true): Promise<void> {
  const response = await page.request.post('/__control/protection', { data: { jurisdiction, responsibleGaming } });
  expect(response.ok()).toBe(true);
}

/** Moves the reference controller's clock forward. */
async function advanceClock(page: Page, ms: number): Promise<void> {
  const response = await page.request.post('/__control/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
}

const HOUR = 3_600_000;

const REGULATORS: Record<Exclude<Market, 'none'>, string> = {
  ukgc: 'Gambling Commission',
  mga: 'Malta Gaming Authority',
  ggl: 'Gemeinsame Glücksspielbehörde der Länder',
  ksa: 'Kansspelautoriteit',
  agco: 'Alcohol and Gaming Commission of Ontario',
  sga: 'Spelinspektionen',
};

const swedishBar = (page: Page) => page.getByRole('navigation', { name: 'Responsible gambling' });
const footer = (page: Page) => page.locator('.lb-rg-footer');
const panicButton = (page: Page) => page.getByRole('button', { name: /^Panic button/ });
const sessionClock = (page: Page) => page.locator('.lb-session-clock');

test.describe('player protection per market', () => {
  test('a casino without a market shows none of it', async ({ page, controller: _ }) => {
    await market(page, 'none');
    await openAs(page, 'regular');
    await expect(page.getByRole('link', { name: /^Inbox/ }).first()).toBeVisible();
    await expect(swedishBar(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    await expect(panicButton(page)).toHaveCount(0);
    await expect(sessionClock(page)).toHaveCount(0);
  });

  for (const [jurisdiction, regulator] of Object.entries(REGULATORS) as [Exclude<Market, 'none'>, string][]) {
    test(`${jurisdiction}: each element shows where the market asks and nowhere else`, async ({ page, controller: _ }) => {
      await market(page, jurisdiction);
      await page.goto('/');
      await expect(footer(page)).toContainText(regulator);
      await expect(swedishBar(page)).toHaveCount(jurisdiction === 'sga' ? 1 : 0);
      await openAs(page, 'regular');
      await expect(footer(page)).toContainText(regulator);
      await expect(panicButton(page)).toHaveCount(jurisdiction === 'ggl' ? 1 : 0);
      await expect(sessionClock(page)).toHaveCount(jurisdiction === 'ukgc' ? 1 : 0);
      await expect(swedishBar(page)).toHaveCount(jurisdiction === 'sga' ? 1 : 0);
    });
  }

  test('a controller without the calls: the footer and the bar show, what needs the calls does not, nothing errors', async ({
    page,
    controller: _,
  }) => {
    await market(page, 'ggl', false);
    await openAs(page, 'regular');
    await expect(footer(page)).toContainText(REGULATORS.ggl);
    await expect(page.getByRole('link', { name: /^Inbox/ }).first()).toBeVisible();
    await expect(panicButton(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("sga: Sweden's bar stays at the top for a guest, and passes axe", async ({ page, controller: _ }) => {
    await market(page, 'sga');
    await page.goto('/');
    await expect(swedishBar(page).getByRole('link', { name: /Spelpaus/ })).toBeVisible();
    await expect(swedishBar(page).getByRole('link', { name: /Spelgränser/ })).toBeVisible();
    await expect(swedishBar(page).getByRole('link', { name: /Självtest/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('ukgc: the reality check comes at the interval on the controller clock and needs a choice', async ({ page, controller: _ }) => {
    await market(page, 'ukgc');
    await openAs(page, 'regular');
    await expect(sessionClock(page)).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toHaveCount(0);
    await advanceClock(page, HOUR + 60_000);
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('ukgc: a lower limit applies at once, a higher one only after the cool-off', async ({ page, controller: _ }) => {
    await market(page, 'ukgc');
    await openAs(page, 'regular', '/dashboard/limits');
    await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const row = page.locator('form.lb-limit-row').first();
    await row.getByRole('spinbutton').fill('100');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your new limit applies now.')).toBeVisible();
    await row.getByRole('spinbutton').fill('50');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your new limit applies now.')).toBeVisible();
    await row.getByRole('spinbutton').fill('500');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Your higher limit applies from/)).toBeVisible();
    await expect(row.getByText(/^Changes to/)).toBeVisible();
    await advanceClock(page, 25 * HOUR);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
    await expect(
      page
        .locator('form.lb-limit-row')
        .first()
        .getByText(/^Changes to/),
    ).toHaveCount(0);
  });

  test('ukgc: a break logs out, and the login is refused with the reason', async ({ page, controller: _ }) => {
    await market(page, 'ukgc');
    await openAs(page, 'regular', '/dashboard/break');
    await expect(page.getByRole('heading', { level: 1, name: 'Take a break' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /^7 days/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/site\/logout|\/$/);
    const reply = await page.request.post('/site/login', { form: { username: 'regular', password: 'demo', return: '/' }, maxRedirects: 0 });
    expect(reply.status()).toBe(403);
    expect(await reply.text()).toContain('You are taking a break from play');
  });

  test('ggl: the activity summary is acknowledged after login; the panic button blocks with one press and logs out', async ({
    page,
    controller: _,
  }) => {
    await market(page, 'ggl');
    await openAs(page, 'regular');
    const summary = page.getByRole('dialog', { name: 'Your activity in the last 30 days' });
    await expect(summary).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await summary.getByRole('button', { name: 'I have read this' }).click();
    await expect(summary).toHaveCount(0);
    await panicButton(page).click();
    await expect(panicButton(page)).toHaveCount(0);
    const reply = await page.request.post('/site/login', { form: { username: 'regular', password: 'demo', return: '/' }, maxRedirects: 0 });
    expect(reply.status()).toBe(403);
    expect(await reply.text()).toContain('panic button');
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
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

// The limits in force: a reached deposit limit, the first-deposit question, the reality check's
// interval and the session-time limit's end.

const RG_PATH = '/app/shared/controllers/ResponsibleGamingController.php';
const START = Date.UTC(2026, 10, 27, 10);
const MINUTE = 60_000;
const MARKETS_WITH_LIMITS = ['ukgc', 'mga', 'ggl', 'ksa', 'agco', 'sga'] as const;
/** Where the rules table asks the first-deposit question, and on which form. */
const FIRST_DEPOSIT_FORM = { ukgc: 'standard', ggl: 'standard', ksa: 'neutral', sga: 'standard' } as const;

/** Sets the reference controller's clock, where it then stands. */
async function setClock(page: Page, now: number): Promise<void> {
  const response = await page.request.post('/__control/clock', { data: { now } });
  expect(response.ok()).toBe(true);
}

/**
 * Sets the reference controller's clock to `at`, from where it runs on with the real time. Through
 * a context without the player's cookie: between the two calls the clock is the real one, and a
 * session seen then would be judged by it.
 */
async function runClockFrom(request: APIRequestContext, at: number): Promise<void> {
  expect((await request.post('/__control/clock', { data: { now: null } })).ok()).toBe(true);
  expect((await request.post('/__control/clock', { data: { advanceMs: at - Date.now() } })).ok()).toBe(true);
}

/** One responsible-gaming call of the logged-in player, straight to the controller. */
async function rgCall(page: Page, action: string, form: Record<string, string>): Promise<void> {
  const response = await page.request.post(`${RG_PATH}?${action}`, { form });
  expect(response.status(), action).toBe(200);
}

/** One deposit on the casino's cashier page, which the controller takes or refuses. */
async function depositOnce(page: Page): Promise<void> {
  const response = await page.request.post('/site/cashier', { form: { op: 'deposit' }, maxRedirects: 0 });
  expect(response.headers().location).toBe('/site/cashier?done=deposit');
}

/** A date and time as the lobby writes them for an English-speaking player, in the browser's zone. */
const shownDate = (page: Page, ms: number) =>
  page.evaluate((at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at), ms);

/** Opens `path` and waits until the market's parts have read the player's limits and painted what they say. */
async function openReadingLimits(page: Page, path: string): Promise<void> {
  const limitsRead = page.waitForResponse((response) => response.url().includes(`${RG_PATH}?limits`));
  await page.goto(path);
  await limitsRead;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const banner = (page: Page) => page.getByRole('banner');
const mainArea = (page: Page) => page.locator('#lb-main');

test.describe('player protection: the limits in force', () => {
  for (const jurisdiction of MARKETS_WITH_LIMITS) {
    test(`${jurisdiction}: the deposit links say "Limit reached until" only while the deposit limit is reached`, async ({
      page,
      controller: _,
    }) => {
      await market(page, jurisdiction);
      await setClock(page, START);
      await openAs(page, 'regular', '/dashboard');
      await rgCall(page, 'setlimit', { kind: 'deposit', period: 'day', amount: '100' });
      await depositOnce(page);
      await openReadingLimits(page, '/dashboard');
      await expect(banner(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
      await expect(mainArea(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Limit reached until/ })).toHaveCount(0);
      await depositOnce(page);
      await page.reload();
      const held = `Limit reached until ${await shownDate(page, START + 24 * HOUR)}`;
      await expect(banner(page).getByRole('button', { name: held })).toHaveAttribute('aria-disabled', 'true');
      await expect(banner(page).getByRole('button', { name: held })).toHaveAccessibleDescription(
        'Your deposit limit is reached: you can deposit again from then.',
      );
      await expect(mainArea(page).getByRole('button', { name: held })).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'Deposit' })).toHaveCount(0);
      await expect(mainArea(page).getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`a reached deposit limit passes axe and is met by keyboard (${scheme})`, async ({ page, controller: _ }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await market(page, 'ukgc');
      await setClock(page, START);
      await openAs(page, 'regular', '/dashboard');
      await rgCall(page, 'setlimit', { kind: 'deposit', period: 'day', amount: '50' });
      await depositOnce(page);
      await page.reload();
      const held = banner(page).getByRole('button', { name: /^Limit reached until/ });
      await expect(held).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await held.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(held).toBeFocused();
    });
  }

  for (const [jurisdiction, form] of Object.entries(FIRST_DEPOSIT_FORM)) {
    test(`${jurisdiction}: the first deposit asks for a deposit limit (${form} form), then goes on to the cashier, once`, async ({
      page,
      controller: _,
    }) => {
      await market(page, jurisdiction as Market);
      await openAs(page, 'regular');
      if (jurisdiction === 'ggl') {
        // GGL's activity summary comes first after login, over everything.
        await page
          .getByRole('dialog', { name: 'Your activity in the last 30 days' })
          .getByRole('button', { name: 'I have read this' })
          .click();
      }
      await banner(page).getByRole('button', { name: 'Deposit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Before your first deposit' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Set a deposit limit' })).toBeVisible();
      // The casino's currency (USD or EUR): amounts are matched by their figures.
      const amount = dialog.getByLabel(/^New limit \([A-Z]{3}\)$/);
      const suggested = dialog.getByRole('button', { name: /\d\.\d\d$/ });
      if (form === 'neutral') {
        await expect(amount).toHaveValue('');
        await expect(suggested).toHaveCount(0);
        await amount.fill('80');
        await expect(dialog.getByRole('button', { name: 'Set limit' })).toBeDisabled();
        await dialog.getByRole('checkbox', { name: /^I am prepared to lose .80\.00\.$/ }).check();
      } else {
        await expect(suggested).toHaveCount(4);
        await dialog.getByRole('button', { name: /100\.00$/ }).click();
      }
      await dialog.getByRole('button', { name: 'Set limit' }).click();
      await expect(page).toHaveURL(/\/site\/cashier$/);
      // Answered: the next deposit goes straight to the cashier.
      await openReadingLimits(page, '/');
      await banner(page).getByRole('link', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/\/site\/cashier$/);
    });
  }

  for (const jurisdiction of ['none', 'mga', 'agco'] as const) {
    test(`${jurisdiction}: the first deposit goes straight to the cashier`, async ({ page, controller: _ }) => {
      await market(page, jurisdiction);
      await openAs(page, 'regular');
      if (jurisdiction === 'none') await page.goto('/');
      else await openReadingLimits(page, '/');
      await banner(page).getByRole('link', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/\/site\/cashier$/);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`sga: the first-deposit opt-out is confirmed; the prompt passes axe and works by keyboard (${scheme})`, async ({
      page,
      controller: _,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await market(page, 'sga');
      await openAs(page, 'regular');
      const deposit = banner(page).getByRole('button', { name: 'Deposit' });
      await deposit.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Before your first deposit' });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // Escape drops the deposit: the question stays for the next one.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(deposit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Continue without a limit' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: 'Continue without a limit?' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Yes, continue without a limit' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/site\/cashier$/);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`ukgc: the reality check comes at the interval chosen on the limits page, by the controller clock (${scheme})`, async ({
      page,
      controller: _,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await market(page, 'ukgc');
      await openAs(page, 'regular', '/dashboard/limits');
      await advanceClock(page, 16 * MINUTE);
      await page.reload();
      await expect(sessionClock(page)).toBeVisible();
      const interval = page.getByLabel('Reality check every');
      await expect(interval).toHaveValue('60');
      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      await expect(check).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await interval.focus();
      await interval.selectOption('15');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('region', { name: 'Reality check' }).getByRole('button', { name: 'Save' })).toBeFocused();
      await page.keyboard.press('Enter');
      // Sixteen minutes in, a 15-minute interval is over.
      await expect(check).toBeVisible();
      await check.getByRole('button', { name: 'Continue playing' }).click();
      await expect(check).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Your reality check now comes every 15 minutes.' })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Reality check every')).toHaveValue('15');
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`ksa: the session-time limit ends the session with why and until when (${scheme})`, async ({ page, request, controller: _ }) => {
      // It waits 20 s of real time for the limit, on top of a login and a page load.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      await market(page, 'ksa');
      await setClock(page, START);
      // Logged in without loading the lobby: no page asks anything while the clock is moved below.
      const login = await page.request.post('/site/login', {
        form: { username: 'regular', password: 'demo', return: '/' },
        maxRedirects: 0,
      });
      expect(login.status()).toBe(303);
      await rgCall(page, 'setlimit', { kind: 'session', period: 'day', amount: '30' });
      // The controller's clock then runs from 20 s before the limit: time enough, on a busy machine,
      // for the page to load and read the session summary before the controller ends the session.
      await runClockFrom(request, START + 30 * MINUTE - 20_000);
      const summaryRead = page.waitForResponse((response) => response.url().includes(`${RG_PATH}?session`));
      await page.goto('/');
      expect((await summaryRead).status()).toBe(200);
      await expect(banner(page).getByRole('link', { name: /^Inbox/ })).toBeVisible();
      const ended = page.getByRole('alertdialog', { name: 'Session-time limit reached' });
      await expect(ended).toBeVisible({ timeout: 40_000 });
      await expect(ended).toHaveAccessibleDescription(
        `You have reached your session-time limit, so this session has ended and you are logged out. You can log in again from ${await shownDate(page, START + 24 * HOUR)}.`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(ended).toBeVisible();
      await expect(ended.getByRole('button', { name: 'OK' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      const reply = await page.request.post('/site/login', {
        form: { username: 'regular', password: 'demo', return: '/' },
        maxRedirects: 0,
      });
      expect(reply.status()).toBe(403);
      expect(await reply.text()).toContain('Your session-time limit is reached');
    });
  }
});

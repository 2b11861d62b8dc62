import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHomeGames, KIT, logIn, openAs, seriousViolations, test } from './fixtures.ts';
import { expectTrapped, tabTo } from './keys.ts';

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

/** The game the play tests start: a slot whose catalog entry carries every game info field in both casinos. */
const GAME = { path: '/play/wild-west-gold-rush', name: 'Wild West Gold Rush' };
/** A slot with a jackpot in both casinos. */
const JACKPOT_SLOT = 'Million Dollar Pharaoh';

const gameFrame = (page: Page) => page.frameLocator('iframe').first();
const spin = (page: Page) => gameFrame(page).getByRole('button', { name: 'Spin' });
const summaryDialog = (page: Page) => page.getByRole('dialog', { name: 'Your activity in the last 30 days' });
const toolsPopup = (page: Page) => page.getByRole('dialog', { name: 'Your protection tools' });
const odds = (page: Page) => page.locator('.lb-game-odds');

/** Searches the lobby for `name` and gives its card in the results. */
async function searchCard(page: Page, name: string) {
  await page.getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await dialog.getByRole('searchbox').fill(name);
  const card = dialog.locator('.lb-game-card').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

test.describe('games under the market rules', KIT, () => {
  test('ggl: no jackpot display for slots (total, row, card, jackpot games); a casino without a market shows them', async ({
    page,
    controller: _,
  }) => {
    await page.goto('/');
    await expectHomeGames(page);
    await expect(page.getByText('Total jackpot')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jackpots', level: 2 })).toBeVisible();
    await expect((await searchCard(page, JACKPOT_SLOT)).locator('.lb-jackpot-chip')).toBeVisible();

    await market(page, 'ggl');
    await page.goto('/');
    await expectHomeGames(page);
    await expect(page.getByText('Total jackpot')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Jackpots', level: 2 })).toHaveCount(0);
    await expect((await searchCard(page, JACKPOT_SLOT)).locator('.lb-jackpot-chip')).toHaveCount(0);
    await page.goto('/jackpot-games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: JACKPOT_SLOT, exact: true })).toHaveCount(0);
    await expect(page.locator('.lb-jackpot-chip')).toHaveCount(0);
  });

  test("ggl: the game's RTP and top-win chance at the play screen and in its info; not in another market", async ({
    page,
    controller: _,
  }) => {
    await market(page, 'ggl');
    await openAs(page, 'regular', GAME.path);
    // Never acknowledged: the summary comes first, and the game waits for it.
    await expect(summaryDialog(page)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await summaryDialog(page).getByRole('button', { name: 'I have read this' }).click();
    await expect(spin(page)).toBeVisible();
    await expect(odds(page)).toContainText('Return to player');
    await expect(odds(page)).toContainText(/\d+\.\d\d %/);
    await expect(odds(page)).toContainText(/Chance of the top win\s*1 in [\d\u202f]+ rounds/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Game info' }).click();
    await expect(page.getByRole('dialog', { name: `Game info: ${GAME.name}` })).toContainText('Chance of the top win');

    await market(page, 'ukgc');
    await page.goto(GAME.path);
    await expect(spin(page)).toBeVisible();
    await expect(odds(page)).toHaveCount(0);
  });

  test("ggl: over 24 hours after the last summary, on the controller's clock, it comes before the game", async ({
    page,
    controller: _,
  }) => {
    await market(page, 'ggl');
    await openAs(page, 'regular');
    await summaryDialog(page).getByRole('button', { name: 'I have read this' }).click();
    await expect(summaryDialog(page)).toHaveCount(0);
    await page.goto(GAME.path);
    await expect(spin(page)).toBeVisible();
    await expect(summaryDialog(page)).toHaveCount(0);

    await advanceClock(page, 24 * HOUR + 60_000);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Inbox/ }).first()).toBeVisible();
    await expect(summaryDialog(page)).toHaveCount(0);
    await page.goto(GAME.path);
    await expect(summaryDialog(page)).toBeVisible();
    await expect(summaryDialog(page).getByText('Stakes')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await summaryDialog(page).getByRole('button', { name: 'I have read this' }).click();
    await expect(spin(page)).toBeVisible();
    await expect(summaryDialog(page)).toHaveCount(0);
  });

  test('mga: the tools popup before the first game holds it back; acknowledged once, it never shows again', async ({
    page,
    controller: _,
  }) => {
    await market(page, 'mga');
    await openAs(page, 'regular', GAME.path);
    await expect(toolsPopup(page)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    for (const [name, href] of [
      ['Limits', '/dashboard/limits'],
      ['Reality check', '/dashboard/limits#reality-check'],
      ['Take a break', '/dashboard/break'],
      ['Self-exclusion', '/dashboard/self-exclusion'],
      ['Account history', '/dashboard/history'],
    ] as const) {
      await expect(toolsPopup(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Escape closes it, as Got it does: it has been seen.
    await page.keyboard.press('Escape');
    await expect(spin(page)).toBeVisible();
    await expect(toolsPopup(page)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Inbox/ }).first()).toBeVisible();
    await expect(toolsPopup(page)).toHaveCount(0);
    await page.goto(GAME.path);
    await expect(spin(page)).toBeVisible();
    await expect(toolsPopup(page)).toHaveCount(0);
  });

  test(`mga: the tools popup over the lobby after registration, and axe finds nothing serious`, async ({ page, controller: _ }) => {
    await market(page, 'mga');
    await openAs(page, 'regular');
    await expect(toolsPopup(page)).toBeVisible();
    await expect(toolsPopup(page).getByRole('listitem')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
    await toolsPopup(page).getByRole('button', { name: 'Got it' }).click();
    await expect(toolsPopup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: /^Inbox/ }).first()).toBeVisible();
    await expect(toolsPopup(page)).toHaveCount(0);
  });

  test('no market but MGA shows the tools popup, and none but GGL the odds at play', async ({ page, controller: _ }) => {
    for (const jurisdiction of ['none', 'ukgc', 'ksa'] as const) {
      await market(page, jurisdiction);
      await openAs(page, 'regular', GAME.path);
      await expect(spin(page)).toBeVisible();
      await expect(toolsPopup(page)).toHaveCount(0);
      await expect(summaryDialog(page)).toHaveCount(0);
      await expect(odds(page)).toHaveCount(0);
    }
  });

  test(`the game info panel opens from a card by keyboard, gives the focus back, and passes axe`, async ({ page, controller: _ }) => {
    await page.goto('/');
    await expectHomeGames(page);
    const info = page
      .getByRole('region', { name: 'New games' })
      .getByRole('button', { name: /^Game info: / })
      .first();
    const name = ((await info.getAttribute('aria-label')) ?? '').replace(/^Game info: /, '');
    await info.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Game info: ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Return to player')).toBeVisible();
    await expect(dialog.getByText('Chance of the top win')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  test('the game info panel from the play screen, with what the catalog carries', async ({ page, controller: _ }) => {
    await openAs(page, 'regular', GAME.path);
    await expect(spin(page)).toBeVisible();
    const info = page.getByRole('button', { name: 'Game info' });
    await info.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Game info: ${GAME.name}` });
    for (const label of ['Return to player', 'Volatility', 'Maximum win', 'Features']) await expect(dialog.getByText(label)).toBeVisible();
    await expect(dialog.getByText(/Hold and Win/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });
});

/** The tools each market's account links to, in the account's order; none without a market. */
const TOOLS: Record<Market, readonly string[]> = {
  none: [],
  ukgc: ['Limits', 'Take a break', 'Self-exclusion', 'Account history'],
  mga: ['Limits', 'Take a break', 'Self-exclusion', 'Account history'],
  ggl: ['Limits', 'Self-exclusion', 'Account history'],
  ksa: ['Limits', 'Take a break', 'Self-exclusion', 'Account history'],
  agco: ['Limits', 'Take a break', 'Self-exclusion', 'Account history'],
  sga: ['Limits', 'Take a break', 'Self-exclusion', 'Account history'],
};

const LICENCE = {
  text: 'Example Gaming Ltd, Gambling Commission account 000000',
  url: 'https://www.gamblingcommission.gov.uk/public-register/business/detail/000000',
};

/** The market and the licence the reference controller's configuration names, until the next reset. */
async function licensedMarket(page: Page, jurisdiction: Market, licence: typeof LICENCE | null): Promise<void> {
  const response = await page.request.post('/__control/protection', { data: { jurisdiction, licence } });
  expect(response.ok()).toBe(true);
}

const toolsNav = (page: Page) => page.getByRole('navigation', { name: 'Your protection tools' });
const realityCheck = (page: Page) => page.getByRole('alertdialog', { name: 'Reality check' });

test.describe('player protection from the account', KIT, () => {
  for (const [jurisdiction, tools] of Object.entries(TOOLS) as [Market, readonly string[]][]) {
    test(`${jurisdiction}: the account page links to the tools the market has and no other`, async ({ page, controller: _ }) => {
      await market(page, jurisdiction);
      await openAs(page, 'regular', '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      if (tools.length === 0) {
        await expect(page.locator('.lb-account')).toBeVisible();
        await expect(toolsNav(page)).toHaveCount(0);
        await expect(footer(page)).toHaveCount(0);
      } else {
        await expect(toolsNav(page).getByRole('link')).toHaveText([...tools]);
      }
    });
  }

  test("the footer shows the configured licence with the regulator's register, and leaves the line out without one", async ({
    page,
    controller: _,
  }) => {
    await licensedMarket(page, 'ukgc', LICENCE);
    await page.goto('/');
    await expect(footer(page)).toContainText(LICENCE.text);
    await expect(footer(page).getByRole('link', { name: /^Check the licence in the regulator's register/ })).toHaveAttribute(
      'href',
      LICENCE.url,
    );
    await licensedMarket(page, 'ukgc', null);
    await page.reload();
    await expect(footer(page)).toContainText(REGULATORS.ukgc);
    await expect(footer(page)).toContainText('18+');
    await expect(footer(page)).not.toContainText(LICENCE.text);
    await expect(footer(page).getByRole('link', { name: /register/ })).toHaveCount(0);
  });

  test('ukgc: a self-exclusion logs out, and the login is refused with the reason', async ({ page, controller: _ }) => {
    await market(page, 'ukgc');
    await openAs(page, 'regular', '/dashboard');
    await toolsNav(page).getByRole('link', { name: 'Self-exclusion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
    await page.getByRole('radio', { name: /^6 months/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^You are excluding yourself for 6 months, until/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/site\/logout|\/$/);
    const reply = await page.request.post('/site/login', { form: { username: 'regular', password: 'demo', return: '/' }, maxRedirects: 0 });
    expect(reply.status()).toBe(403);
    expect(await reply.text()).toContain('You have excluded yourself from play until');
    // The player trying again through the casino's own login page reads the same reason.
    await page.goto('/');
    await logIn(page, 'regular');
    await expect(page.getByText(/You have excluded yourself from play until .+\. You cannot log in before then\./)).toBeVisible();
  });

  test('ukgc: the reality check comes before every other overlay, keeps the focus, ignores Escape; the promo banner comes back after', async ({
    page,
    controller: _,
  }) => {
    await market(page, 'ukgc');
    await openAs(page, 'regular', '/promotions');
    const banner = page.getByRole('complementary', { name: 'Featured' });
    await expect(banner).toBeVisible();
    await advanceClock(page, HOUR + 60_000);
    await page.reload();
    await expect(realityCheck(page)).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expectTrapped(page, realityCheck(page));
    await page.keyboard.press('Escape');
    await expect(realityCheck(page)).toBeVisible();
    await tabTo(page, realityCheck(page).getByRole('button', { name: 'Continue playing' }));
    await page.keyboard.press('Enter');
    await expect(realityCheck(page)).toHaveCount(0);
    await expect(banner).toBeVisible();
  });

  test('ukgc: the tools by keyboard alone, from the account page through limits, history, a break and a self-exclusion', async ({
    page,
    controller: _,
  }) => {
    test.slow();
    await market(page, 'ukgc');
    await openAs(page, 'regular', '/dashboard');
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    await tabTo(page, toolsNav(page).getByRole('link', { name: 'Limits' }), { max: 160 });
    await page.keyboard.press('Enter');
    await expect(heading('Limits')).toBeVisible();
    const row = page.locator('form.lb-limit-row').first();
    await tabTo(page, row.getByRole('spinbutton'));
    await page.keyboard.type('100');
    await tabTo(page, row.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your new limit applies now.')).toBeVisible();

    await tabTo(page, toolsNav(page).getByRole('link', { name: 'Account history' }), { max: 160 });
    await page.keyboard.press('Enter');
    await expect(heading('Account history')).toBeVisible();
    await expect(toolsNav(page).getByRole('link', { name: 'Account history' })).toHaveAttribute('aria-current', 'page');

    await tabTo(page, toolsNav(page).getByRole('link', { name: 'Take a break' }), { max: 160 });
    await page.keyboard.press('Enter');
    await expect(heading('Take a break')).toBeVisible();
    await tabTo(page, page.getByRole('radio', { name: /^1 day/ }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /^1 day/ })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^7 days/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^You are taking a break of 7 days, until/)).toBeVisible();
    // Changing one's mind is a key away too: Cancel goes back to the durations.
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /^7 days/ })).toBeVisible();

    await tabTo(page, toolsNav(page).getByRole('link', { name: 'Self-exclusion' }), { max: 160 });
    await page.keyboard.press('Enter');
    await expect(heading('Self-exclusion')).toBeVisible();
    await tabTo(page, page.getByRole('radio', { name: /^6 months/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/site\/logout|\/$/);
    const reply = await page.request.post('/site/login', { form: { username: 'regular', password: 'demo', return: '/' }, maxRedirects: 0 });
    expect(reply.status()).toBe(403);
  });

  test(`axe finds nothing serious on the account's protection screens`, async ({ page, controller: _ }) => {
    // axe reads the whole page once per screen; on a busy two-core machine that takes a while.
    test.slow();
    await licensedMarket(page, 'ukgc', LICENCE);
    await openAs(page, 'regular', '/dashboard');
    // The account page with the way to the tools, the header's session clock and the footer with its licence.
    await expect(toolsNav(page)).toBeVisible();
    await expect(sessionClock(page)).toBeVisible();
    await expect(footer(page)).toContainText(LICENCE.text);
    expect(await seriousViolations(page)).toEqual([]);
    await toolsNav(page).getByRole('link', { name: 'Limits' }).click();
    await expect(page.locator('form.lb-limit-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await toolsNav(page).getByRole('link', { name: 'Account history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account history' })).toBeVisible();
    await expect(page.getByText('Loading your account history…')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await toolsNav(page).getByRole('link', { name: 'Take a break' }).click();
    await page.getByRole('radio', { name: /^7 days/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await toolsNav(page).getByRole('link', { name: 'Self-exclusion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Self-exclusion' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await advanceClock(page, HOUR + 60_000);
    await page.reload();
    await expect(realityCheck(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`axe finds nothing serious on Sweden's bar and the GGL activity summary`, async ({ page, controller: _ }) => {
    test.slow();
    await market(page, 'sga');
    await page.goto('/');
    await expect(swedishBar(page).getByRole('link', { name: /Spelpaus/ })).toBeVisible();
    await expect(footer(page)).toContainText(REGULATORS.sga);
    expect(await seriousViolations(page)).toEqual([]);
    await market(page, 'ggl');
    await openAs(page, 'regular');
    const summary = page.getByRole('dialog', { name: 'Your activity in the last 30 days' });
    await expect(summary.getByRole('button', { name: 'I have read this' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
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

/** Sets the reference controller's clock, where it then stands: through the page's requests, or others. */
async function setClock(from: Page | APIRequestContext, now: number): Promise<void> {
  const response = await ('request' in from ? from.request : from).post('/__control/clock', { data: { now } });
  expect(response.ok()).toBe(true);
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

test.describe('player protection: the limits in force', KIT, () => {
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

  test(`a reached deposit limit passes axe and is met by keyboard`, async ({ page, controller: _ }) => {
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
    // The menu's account panel holds its deposit link back too.
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'Your account' });
    await expect(panel.getByRole('button', { name: /^Limit reached until/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

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
      // MGA shows the protection tools over the lobby once; they are acknowledged first.
      if (jurisdiction === 'mga') await toolsPopup(page).getByRole('button', { name: 'Got it' }).click();
      await banner(page).getByRole('link', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/\/site\/cashier$/);
    });
  }

  test(`sga: the first-deposit opt-out is confirmed; the prompt passes axe and works by keyboard`, async ({ page, controller: _ }) => {
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

  test(`ukgc: the reality check comes at the interval chosen on the limits page, by the controller clock`, async ({
    page,
    controller: _,
  }) => {
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

  test(`ksa: the session-time limit ends the session with why and until when`, async ({ page, request, controller: _ }) => {
    await market(page, 'ksa');
    await setClock(page, START);
    // Logged in without loading the lobby: no page asks anything while the clock is moved below.
    const login = await page.request.post('/site/login', {
      form: { username: 'regular', password: 'demo', return: '/' },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    await rgCall(page, 'setlimit', { kind: 'session', period: 'day', amount: '30' });
    // The controller's clock stands 20 s before the limit while the page loads, however long that
    // takes, and reads the session summary; the page's clock is the test's to move. The controller
    // judges the session of every request that carries the player's cookie; these carry none.
    await setClock(request, START + 30 * MINUTE - 20_000);
    await page.clock.install();
    const summaryRead = page.waitForResponse((response) => response.url().includes(`${RG_PATH}?session`));
    await page.goto('/');
    expect((await summaryRead).status()).toBe(200);
    await expect(banner(page).getByRole('link', { name: /^Inbox/ })).toBeVisible();
    // The page's clock runs to the limit, whose message comes a moment early; then the
    // controller's passes it, so that the logout comes after the session has ended there too.
    await page.clock.runFor(20_000);
    const ended = page.getByRole('alertdialog', { name: 'Session-time limit reached' });
    await expect(ended).toBeVisible();
    await setClock(request, START + 30 * MINUTE + 1_000);
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
});

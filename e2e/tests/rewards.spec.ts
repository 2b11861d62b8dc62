import type { Page } from '@playwright/test';
import { expect, expectHomeGames, openAs, seriousViolations, test } from './fixtures.ts';

const DFS = '/dashboard/loyalty/dailyfreespins';
const REDEEM = /LoyaltyController\.php\?redeem_dfs$/;

/** Opens `path` as a guest, logs in on the casino's page and comes back to it. */
async function openThroughLogin(page: Page, username: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/site\/login\?return=/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
}

const main = (page: Page) => page.locator('#lb-main');

test.describe('daily free spins', () => {
  const REASONS: readonly [string, string, string | null][] = [
    ['newbie', 'Make a deposit to unlock your daily free spins.', 'Deposit'],
    ['dfsdone', 'You have already claimed today’s free spins.', 'Keep playing'],
    ['dfscoupon', 'Congratulations! You already have free spins waiting for you.', 'Play now'],
    ['dfsfive', 'Daily free spins are for balances under 5. Keep playing with your balance.', 'Keep playing'],
    ['dfsnodata', 'There are no daily free spins for you today.', null],
    ['dfsnogame', 'The daily free spins game is not available right now.', null],
    ['dfsnotemplate', 'Daily free spins are not set up for your account yet.', null],
    // The email-check server error reads as "no offer today".
    ['dfserror', 'There are no daily free spins for you today.', null],
    ['dfsemail', 'Confirm your email address to unlock your daily free spins.', null],
  ];
  for (const [index, [username, text, link]] of REASONS.entries()) {
    test(`${username}: ${text}`, async ({ page, controller: _ }) => {
      // The first goes the guest's way, through the casino's login page and back; the rest log in directly.
      if (index === 0) await openThroughLogin(page, username, DFS);
      else await openAs(page, username, DFS);
      await expect(main(page).getByText(text)).toBeVisible();
      if (link) await expect(main(page).getByRole('link', { name: link })).toBeVisible();
      if (username === 'dfsdone') await expect(main(page).getByRole('timer')).toHaveText(/\d\d hours \d\d minutes \d\d seconds/);
      if (username === 'dfsemail') await expect(main(page).getByRole('button', { name: 'Send me the email' })).toBeVisible();
    });
  }

  test('the email flow: sent, the link is checked every 60 s, then Continue goes to the game', async ({ page, controller: _ }) => {
    await page.clock.install();
    await openAs(page, 'dfsemail', DFS);
    await main(page).getByRole('button', { name: 'Send me the email' }).click();
    await expect(main(page).getByRole('status')).toHaveText(/We sent an email to dfsemail@example\.com\./);
    // The player opens the link in the email: the real confirmation page.
    const state = await (await page.request.get('/__control/dfs/dfsemail')).json();
    const link = await page.context().newPage();
    await link.goto(state.emailLink);
    await expect(link.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await link.close();
    await expect(main(page).getByRole('link', { name: 'Continue' })).toBeHidden();
    await page.clock.runFor(60_000);
    await expect(main(page).getByText('Your email is confirmed.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', /\/play\/wild-west-gold-rush$/);
  });

  test('a wheel spin to a win; after a reload the day reads redeemed_today', async ({ page, controller }) => {
    await controller.flags({ dfs_spinwheel: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, 'dfswheel', DFS);
    await expect(main(page).getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
    // The rewards' stylesheet came with the page's code (@lobby/ui/rewards.css).
    expect(await page.locator('.lb-wheel').evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    // The controller draws the first slice (10 spins). The page's own draw (the specification's
    // payload, still sent) is forced onto the empty slice: the wheel lands where the controller
    // says. Reduced motion skips the 8 s turn.
    await controller.drawOnto('dfswheel', 0);
    await page.evaluate(() => {
      Math.random = () => 0.895;
    });
    const redeems: string[] = [];
    page.on('request', (request) => {
      if (REDEEM.test(request.url())) redeems.push(request.postData() ?? '');
    });
    await expect(main(page).getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    await main(page).getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(main(page).getByText('You won 10 free spins!')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your free spins are ready' })).toBeVisible();
    expect(redeems).toHaveLength(1);
    expect(JSON.parse(redeems[0] ?? '{}')).toMatchObject({ wspins: 5, spins: 0, dfs_game: 'wild-west-gold-rush' });
    const cookies = await page.context().cookies();
    const wheel = cookies.find((cookie) => cookie.name === 'wheeldata');
    expect(wheel?.value).toBeTruthy();
    expect((wheel?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    await page.reload();
    await expect(main(page).getByText('You have already claimed today’s free spins.')).toBeVisible();
    await expect(main(page).getByRole('timer')).toBeVisible();
  });

  test('an empty slice says so, and offers no game to play', async ({ page, controller }) => {
    await controller.flags({ dfs_spinwheel: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, 'dfswheel', DFS);
    await expect(main(page).getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
    // The controller draws the empty slice (the sixth), whatever the page's own draw.
    await controller.drawOnto('dfswheel', 5);
    await main(page).getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(main(page).getByText('No spins this time. Come back tomorrow.')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your free spins are ready' })).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Play now' })).toBeHidden();
  });

  test('a double click spins once and redeems once; the terms must be ticked', async ({ page, controller }) => {
    await controller.flags({ dfs_spinwheel: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, 'dfswheel', DFS);
    let redeems = 0;
    page.on('request', (request) => {
      if (REDEEM.test(request.url())) redeems += 1;
    });
    const box = main(page).getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await box.uncheck();
    await main(page).getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(main(page).getByText('Please accept the terms and conditions to spin.')).toBeVisible();
    expect(redeems).toBe(0);
    await box.check();
    await expect(main(page).getByText('Please accept the terms and conditions to spin.')).toBeHidden();
    await main(page).getByRole('button', { name: 'Spin the wheel' }).dblclick();
    // The draw is left to chance here: a win or an empty slice, each announced by the wheel.
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /You won \d+ free spins!|No spins this time/ }),
    ).toBeVisible();
    expect(redeems).toBe(1);
  });

  test('a refused redeem shows the redeem-failed line and the server message', async ({ page, controller: _ }) => {
    await openAs(page, 'dfsfail', DFS);
    await expect(main(page).getByRole('alert')).toHaveText('Redeem failed. The coupon service is unavailable. Please try again later.');
  });

  test('without the wheel the spins are redeemed at once', async ({ page, controller: _ }) => {
    await openAs(page, 'vip', DFS);
    await expect(main(page).getByRole('heading', { name: 'Your free spins are ready' })).toBeVisible();
    await expect(main(page).getByText('30 free spins on Wild West Gold Rush')).toBeVisible();
  });

  test(`axe finds nothing serious on the wheel, a reason and the dashboard`, async ({ page, controller }) => {
    // Two logged-in pages through axe: slow on a busy two-core machine.
    test.slow();
    await controller.flags({ dfs_spinwheel: true });
    await openAs(page, 'dfswheel', DFS);
    await expect(main(page).getByRole('button', { name: 'Spin the wheel' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/');
    await expect(main(page).getByText('Hello, Wanda')).toBeVisible();
    await expect(main(page).getByLabel('Your referral link')).toHaveValue(/raf=/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the server-named dfs widget on the home invites a player who may claim', async ({ page, controller: _ }) => {
  // Logged in from the home, not through the daily free spins page: where the casino has no wheel,
  // that page claims the spins as it opens, and the widget would then rightly invite no one.
  await openAs(page, 'dfswheel');
  await expect(page.getByRole('link', { name: /^Inbox/ }).first()).toBeVisible();
  const widgets = page.getByRole('region', { name: 'Featured' });
  await expect(widgets.getByText('Your daily free spins are waiting. Claim them now!')).toBeVisible();
  await expect(widgets.getByRole('link', { name: 'Claim my free spins' })).toHaveAttribute('href', /dailyfreespins$/);
});

test.describe('dashboard, loyalty and the fifty-free offer', () => {
  test.use({ rewardPrompts: true });

  test('the popup invites a player who may claim, and Not now keeps it away', async ({ page, controller }) => {
    test.slow();
    await controller.flags({ dfs_popup: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Username').fill('vip');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Daily free spins' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Claim my free spins' })).toHaveAttribute('href', DFS);
    await popup.getByRole('button', { name: 'Not now' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup).toBeHidden();
  });

  test('a guest is sent to log in and back to the dashboard; balances, links and the referral link', async ({ page, controller: _ }) => {
    await openAs(page, 'vip', '/dashboard/');
    await expect(main(page).getByText('VIP level 3')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Daily free spins' })).toHaveAttribute('href', /dailyfreespins$/);
    await expect(main(page).getByLabel('Your referral link')).toHaveValue(/\/site\/signup\?raf=/);
  });

  test('loyalty: hidden in fusion, the casino texts elsewhere', async ({ page, controller: _ }, info) => {
    await openAs(page, 'regular', '/dashboard/');
    await page.goto('/dashboard/loyalty');
    if (info.project.name === 'fusion') {
      await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
    } else {
      await expect(main(page).getByRole('heading', { name: 'Loyalty Club' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test('a guest sees the fifty-free offer after 60 s, once', async ({ page, controller: _ }) => {
    test.slow();
    // The page's clock stands still until told to move: however long the lobby takes to load, the
    // minute starts on the page's clock when it has.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/');
    // The games are in: the start-up (and its deadline) is over before the clock moves.
    await expectHomeGames(page);
    await page.clock.runFor(45_000);
    await expect(page.getByRole('dialog', { name: 'A welcome gift for you' })).toBeHidden();
    await page.clock.runFor(15_500);
    const offer = page.getByRole('dialog', { name: 'A welcome gift for you' });
    // The offer's part loads after the games have shown: on a busy machine it may start its minute
    // (counted from the lobby's opening) only after the clock has passed it, and then shows on the
    // clock's next step.
    await expect
      .poll(async () => {
        if (await offer.isVisible()) return true;
        await page.clock.runFor(1_000);
        return false;
      })
      .toBe(true);
    await expect(offer).toContainText('30 free spins');
    // axe runs on the page's timers: the clock moves on its own again.
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(offer).toBeHidden();
  });
});

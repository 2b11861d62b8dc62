import { defaultLobbyOptions } from '@lobby/domain';
import type { Page } from '@playwright/test';
import { expect, openAs, seriousViolations, test } from './fixtures.ts';

const isFusion = (name: string) => name === 'fusion';

async function playerAt(page: Page, username: string, path: string) {
  await openAs(page, username, path);
}

/** The game page inside the play screen's frame. */
const game = (page: Page) => page.frameLocator('iframe').first();

test.describe('playing a game', () => {
  test('a guest is asked to log in for real money and comes back to the game', async ({ page, controller: _ }) => {
    await page.goto('/play/wild-west-gold-rush');
    await expect(page).toHaveURL(/\/site\/login\?return=%2Fplay%2Fwild-west-gold-rush/);
    await page.getByLabel('Username').fill('regular');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/play\/wild-west-gold-rush/);
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
  });

  test('demo follows the variant rules', async ({ page, controller: _ }, testInfo) => {
    await page.goto('/demo/wild-west-gold-rush');
    if (isFusion(testInfo.project.name)) {
      // Fusion has no demo route: back to the lobby.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    } else {
      // This single-provider casino lets guests play for fun before login.
      await expect(page.getByText('Practice Mode')).toBeVisible();
      await expect(
        game(page)
          .getByText(/fun money/i)
          .first(),
      ).toBeVisible();
      // Real money asks a guest to log in, and comes back to the game.
      await page.getByRole('button', { name: 'Options' }).click();
      await page.getByRole('radio', { name: 'Real Money' }).click();
      await expect(page).toHaveURL(/\/site\/login\?return=%2Fplay%2Fwild-west-gold-rush$/);
    }
  });

  test('a guest demo follows the free-play flag in single-provider and never opens in fusion', async ({ page, controller }, testInfo) => {
    if (isFusion(testInfo.project.name)) {
      // Even a casino that lets guests play for free has no demo route in fusion.
      await controller.flags({ allow_play_for_free_before_login: true });
      await page.goto('/demo/wild-west-gold-rush');
      await expect(page).toHaveURL(/:\d+\/$/);
      return;
    }
    await controller.flags({ allow_play_for_free_before_login: false });
    await page.goto('/demo/wild-west-gold-rush');
    // The play screen stays, with a login link in the game's place.
    await expect(page.getByRole('heading', { name: 'Wild West Gold Rush', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to play' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /\/site\/signup/);
    await expect(page.locator('iframe')).toHaveCount(0);
    // The login comes back to the real-money game.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/site\/login\?return=%2Fplay%2Fwild-west-gold-rush$/);
  });

  test('a locked game sends a real-money launch home; its demo starts where demos exist', async ({ page, controller: _ }, testInfo) => {
    await playerAt(page, 'regular', '/play/vip-diamond-lounge');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    if (isFusion(testInfo.project.name)) return;
    await page.goto('/demo/vip-diamond-lounge');
    await expect(page.getByText('Practice Mode')).toBeVisible();
    await expect(
      game(page)
        .getByText(/fun money/i)
        .first(),
    ).toBeVisible();
  });

  test('a player without practice mode gets no money switch on real money', async ({ page, controller: _ }) => {
    await playerAt(page, 'regular', '/play/wild-west-gold-rush');
    await page.getByRole('button', { name: 'Options' }).click();
    await expect(page.getByRole('region', { name: 'Game options' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Fun Money' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Real Money' })).toHaveCount(0);
  });

  test('a player plays for real money', async ({ page, controller: _ }) => {
    await playerAt(page, 'regular', '/play/wild-west-gold-rush');
    await expect(page.getByRole('heading', { name: 'Wild West Gold Rush' })).toBeVisible();
    await expect(page.getByText('Practice Mode')).toHaveCount(0);
    await expect(game(page).getByText('Real money')).toBeVisible();
  });

  test('the money switch moves between real and fun money where the variant has it', async ({ page, controller: _ }, testInfo) => {
    await playerAt(page, 'vip', '/play/wild-west-gold-rush');
    await page.getByRole('button', { name: 'Options' }).click();
    if (isFusion(testInfo.project.name)) {
      await expect(page.getByRole('radio', { name: 'Fun Money' })).toHaveCount(0);
      return;
    }
    await page.getByRole('radio', { name: 'Fun Money' }).click();
    await expect(page).toHaveURL(/\/demo\/wild-west-gold-rush/);
    await expect(page.getByText('Practice Mode')).toBeVisible();
  });

  test('each launch error has its view', async ({ page, controller: _ }) => {
    await playerAt(page, 'regular', '/play/pocket-pirates-go');
    await expect(page.getByRole('heading', { name: 'Oooops!....', level: 1 })).toBeVisible();
    await expect(page.getByText(/only available on mobile devices/)).toBeVisible();
    await page.goto('/play/clockwork-jackpot-works');
    await expect(page.getByRole('heading', { name: 'Oooops!....', level: 1 })).toBeVisible();
  });

  test('a game the casino does not have goes back, home when the app opened on it', async ({ page, controller: _ }) => {
    await playerAt(page, 'regular', '/play/no-such-game-anywhere');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toHaveCount(0);
    // The previous in-app page instead, when there is one, is covered by the play view's component test.
  });

  test('a game reached straight from the login page goes Back to the lobby, not the login form', async ({ page, controller: _ }) => {
    await page.goto('/');
    await page.goto('/play/wild-west-gold-rush');
    await expect(page).toHaveURL(/\/site\/login\?return=/);
    await page.getByLabel('Username').fill('regular');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });

  test('a cashier message from the game opens the cashier; a forged one is ignored', async ({ page, controller: _ }) => {
    await playerAt(page, 'regular', '/play/wild-west-gold-rush');
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    // A message from the lobby's own window, not the game frame: ignored. The app's listener has
    // had it once a listener added after it has; leaving the page would have begun right then.
    const leftOnForgedMessage = await page.evaluate(
      () =>
        new Promise<boolean>((handled) => {
          let leaving = false;
          const { navigation } = window as unknown as { navigation: EventTarget };
          navigation.addEventListener('navigate', () => (leaving = true), { once: true });
          window.addEventListener('message', () => handled(leaving), { once: true });
          window.postMessage({ type: 'lobby:open-cashier' }, window.location.origin);
        }),
    );
    expect(leftOnForgedMessage).toBe(false);
    await expect(page).toHaveURL(/\/play\/wild-west-gold-rush/);
    await game(page).getByRole('button', { name: 'Open cashier' }).click();
    await expect(page).toHaveURL(/\/site\/cashier/);
  });

  test('a big win and a big loss give the right notice back in the lobby', async ({ page, controller: _ }) => {
    // Two games and two lobby loads, each checking the balance: more than the default budget on a busy machine.
    test.slow();
    await playerAt(page, 'regular', '/play/wild-west-gold-rush');
    await game(page).getByRole('button', { name: 'Win 150' }).click();
    await expect(game(page).getByText('$400.00').or(game(page).getByText('€400.00'))).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    // Back in the lobby, the balance is checked against the one at launch.
    await expect(page.getByText('Nice win!')).toBeVisible({ timeout: 15_000 });
    await page.goto('/play/wild-west-gold-rush');
    await game(page).getByRole('button', { name: 'Lose 150' }).click();
    await expect(game(page).getByText('$250.00').or(game(page).getByText('€250.00'))).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Not this time')).toBeVisible({ timeout: 15_000 });
  });

  test('the low-balance tooltip shows 3 s after load, hides after 10 s, and once a session', async ({ page, controller: _, baseURL }) => {
    // Log in without loading the app, so that the first load happens on the paused clock below.
    const login = await page.request.post('/site/login', {
      form: { username: 'lowbalance', password: 'demo', return: '/' },
      headers: { Origin: new URL(String(baseURL)).origin },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/');
    // The balance is known (2.50, under the threshold of 5) at the page's time 0: the 3 s count from here.
    await expect(page.getByRole('banner').getByText(/2\.50/)).toBeVisible();
    const tooltip = page.getByText('Running low?');
    // The tooltip is one of the parts after the first screen, which wait for the hero's picture
    // (app/first-screen.tsx): the picture loads on the network's time, the paint after it on the
    // page's clock. The clock moves in small steps until those parts are in (back-to-top is one,
    // hidden at the page's top), so a picture that comes late does not leave that paint waiting on a stopped clock.
    let elapsed = 0;
    const runFor = async (ms: number) => {
      await page.clock.runFor(ms);
      elapsed += ms;
    };
    const firstScreenPainted = async () => {
      elapsed = 0;
      await expect
        .poll(async () => {
          await runFor(100);
          return page.locator('button.lb-back-to-top').count();
        })
        .toBe(1);
    };
    await firstScreenPainted();
    // The tooltip's delay counts from when the lobby knew the balance (the page's time 0, or a
    // little after where the machine is slow to run the page's effects): the clock moves on in small
    // steps until it shows, and by then at least the delay has passed on the page's clock.
    await expect
      .poll(
        async () => {
          if ((await tooltip.count()) === 0) await runFor(250);
          return tooltip.count();
        },
        { intervals: [50], timeout: 30_000 },
      )
      .toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(defaultLobbyOptions.cashierTooltipDelayMs);
    await expect(tooltip).toBeVisible();
    await runFor(10_000);
    await expect(tooltip).toHaveCount(0);
    await page.reload();
    await firstScreenPainted();
    await runFor(5_000);
    await expect(tooltip).toHaveCount(0);
  });

  test('live dealer follows the variant rules', async ({ page, controller: _ }, testInfo) => {
    if (isFusion(testInfo.project.name)) {
      await playerAt(page, 'regular', '/live-dealer');
      await expect(page).toHaveURL(/\/category\/live-dealer/);
      return;
    }
    await page.goto('/live-dealer');
    await expect(page).toHaveURL(/\/site\/login\?return=%2F$/);
    await openAs(page, 'regular');
    await page.goto('/live-dealer');
    await expect(page.frameLocator('iframe').first().getByRole('heading').first()).toBeVisible();
  });

  test('the sportsbook is closed to this casino', async ({ page, controller: _ }) => {
    await playerAt(page, 'regular', '/sportsbook');
    await expect(page).toHaveURL(/\/$/);
  });

  test('axe finds nothing serious on the play screen', async ({ page, controller: _ }) => {
    test.slow();
    await playerAt(page, 'regular', '/play/wild-west-gold-rush');
    await expect(game(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

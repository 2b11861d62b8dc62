import { expect, logIn, seriousViolations, test } from './fixtures.ts';

test.describe('the shell', () => {
  test('a guest sees the lobby with login and signup', async ({ page, controller: _ }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
  });

  test('theme and language survive a reload', async ({ page, controller: _ }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('switch', { name: 'Dark theme' }).click();
    await menu.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Willkommen');
  });

  test('a page first shown after choosing German brings its German texts', async ({ page, controller: _ }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('radio', { name: 'Deutsch' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.keyboard.press('Escape');
    // The casino's own navigation names its items; the page title is ours.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).first().locator('a[href="/category/table-games"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tischspiele');
    await expect(page.getByText('Sortieren nach').first()).toBeAttached();
  });

  test('a player logs in, sees balance and unread messages, and logs out', async ({ page, controller: _ }) => {
    await page.goto('/');
    await logIn(page, 'regular');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Balance').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Inbox, 3 unread/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('an unknown path shows Lost in the Shuffle, and its action returns home', async ({ page, controller: _ }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  });

  test('the controller down shows the error screen; retry recovers', async ({ page, controller }) => {
    await controller.fault({ action: 'getconfig', status: 503 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'We can’t reach the casino' })).toBeVisible({ timeout: 15_000 });
    await controller.reset();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  });

  test('garbage from the controller shows the error screen; retry recovers', async ({ page, controller }) => {
    await controller.fault({ action: 'getconfig', body: 'garbage' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible();
    await controller.reset();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  });

  test(`axe finds nothing serious on home and 404`, async ({ page, controller: _ }) => {
    // axe reads every card of the home page; on a busy two-core machine that takes a while.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/missing');
    await expect(page.getByRole('heading', { name: 'Lost in the Shuffle' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the accessibility check the specs rely on', () => {
  test('it finds what is planted in the page, in either theme, with and without a frame in it', async ({ page, controller: _ }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => {
      document.querySelector('main')?.insertAdjacentHTML(
        'afterbegin',
        '<button id="planted-button"></button><img id="planted-image" src="/none.png">' +
          // Readable in the light theme, unreadable in the dark one.
          '<style>[data-theme="dark"] #planted-dim { color: #3a3a3a; background: #303030; }</style><p id="planted-dim">Dim in the dark</p>',
      );
    });
    const planted = ['button-name: #planted-button', 'image-alt: #planted-image', '(dark) color-contrast: #planted-dim'];
    expect(await seriousViolations(page)).toEqual(planted);
    // The page is back in its own theme, with its transitions.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('#lobby-test-no-transitions')).toHaveCount(0);
    await page.evaluate(() => {
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<iframe title="Planted frame" srcdoc="<p>framed</p>"></iframe>');
    });
    await expect(page.frameLocator('iframe[title="Planted frame"]').getByText('framed')).toBeVisible();
    expect(await seriousViolations(page)).toEqual(planted);
  });
});

import type { Page } from '@playwright/test';
import { expect, KIT, openAs, seriousViolations, test } from './fixtures.ts';

async function inboxOf(page: Page, username: string) {
  await openAs(page, username);
  await page
    .getByRole('link', { name: /^Inbox/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/messagecenter$/);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
}

const messages = (page: Page) => page.getByRole('region', { name: 'Your messages' }).getByRole('listitem');

test.describe('the message center', KIT, () => {
  test("the bell opens the player's messages with the unread total; a message opens in place", async ({ page, controller: _ }) => {
    await inboxOf(page, 'regular');
    await expect(page.getByText('3 unread', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(messages(page)).toHaveCount(6);
    await expect(messages(page).getByText('New', { exact: true })).toHaveCount(3);
    // A message opens in place, by keyboard too.
    const first = messages(page).first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first.getByText('Hi Rafael,')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Inbox, 3 unread/ }).first()).toBeVisible();
  });

  test('a hostile message shows its text and does nothing else', async ({ page, controller: _ }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await inboxOf(page, 'vip');
    const statement = messages(page).filter({ hasText: 'Your VIP statement' });
    await statement.locator('summary').click();
    await expect(statement.getByText('your monthly VIP statement is ready')).toBeVisible();
    await expect(statement.getByText('Open statement')).toBeVisible();
    await expect(statement.locator('a[href]')).toHaveCount(0);
    await expect(statement.locator('script, form, input, [style], [id], [onerror]')).toHaveCount(0);
    // The message's broken image has failed by now: any handler it kept would have run.
    await statement.locator('img').evaluateAll((images) =>
      Promise.all(
        images.map((image) =>
          (image as HTMLImageElement).complete
            ? undefined
            : new Promise((settled) => {
                image.addEventListener('load', settled, { once: true });
                image.addEventListener('error', settled, { once: true });
              }),
        ),
      ),
    );
    expect(await page.title()).not.toBe('pwned');
    expect(await page.evaluate(() => typeof window.location.assign)).toBe('function');
    expect(dialogs).toEqual([]);
  });

  test('a guest is asked to log in and comes back to the messages', async ({ page, controller: _ }) => {
    await page.goto('/dashboard/messagecenter');
    await expect(page).toHaveURL(/\/site\/login\?return=%2Fdashboard%2Fmessagecenter$/);
    await page.getByLabel('Username').fill('newbie');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/messagecenter$/);
    await expect(messages(page)).toHaveCount(4);
  });

  test('the cache serves the list for 15 minutes; then the server is asked, and a failure can be retried', async ({ page, controller }) => {
    await page.clock.install();
    await inboxOf(page, 'regular');
    await expect(messages(page)).toHaveCount(6);
    // Within 15 minutes the list comes from the cache: a broken server changes nothing.
    await controller.fault({ action: 'getmessages', status: 503 });
    await page.clock.fastForward('14:00');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page
      .getByRole('link', { name: /^Inbox/ })
      .first()
      .click();
    await expect(messages(page)).toHaveCount(6);
    // A failed refresh keeps what is on screen.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(messages(page)).toHaveCount(6);
    // Past 15 minutes the cache is dropped: the server's failure shows, with Try again.
    await page.clock.fastForward('02:00');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page
      .getByRole('link', { name: /^Inbox/ })
      .first()
      .click();
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    const cleared = await page.request.delete('/__control/faults');
    expect(cleared.ok()).toBe(true);
    // The list comes back by Try again, or by the page's own next attempt when that comes first
    // (then the button is gone before the click): either way the messages must show again.
    await tryAgain.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(messages(page)).toHaveCount(6);
  });

  test(`axe finds nothing serious on the message center`, async ({ page, controller: _ }) => {
    await inboxOf(page, 'regular');
    await messages(page).first().locator('summary').click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

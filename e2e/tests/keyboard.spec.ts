import type { Locator, Page } from '@playwright/test';
import { expect, openAs, PROMO_FRAME_BLOCKED, test } from './fixtures.ts';
import { expectTrapped, holdsFocus, tabTo } from './keys.ts';

// The main flows with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows): the focus
// ring shows on every stop, dialogs keep the focus inside and give it back to their opener; every
// route reflows at 320 px in both themes; reduced motion leaves nothing moving.

const isFocused = (locator: Locator) => expect.poll(() => locator.evaluate((element) => element === document.activeElement));

test.describe('keyboard walkthrough', () => {
  test('search to a game and back', async ({ page, controller: _ }) => {
    // A guest is sent to log in before real-money play.
    await openAs(page, 'regular');
    await expect(page.getByText('Balance').first()).toBeVisible();
    const opener = page.getByRole('button', { name: 'Search games' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await expect(dialog).toBeVisible();
    await isFocused(dialog.getByRole('searchbox')).toBe(true);
    await page.keyboard.type('Wild West Gold Rush');
    const result = dialog.getByRole('link', { name: 'Wild West Gold Rush', exact: true }).first();
    await expect(result).toBeVisible();
    await expectTrapped(page, dialog);
    // Escape closes the search and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await isFocused(opener).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('Wild West Gold Rush');
    await expect(result).toBeVisible();
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/play\/wild-west-gold-rush/);
    const back = page
      .getByRole('button', { name: 'Back', exact: true })
      .or(page.getByRole('link', { name: 'Back', exact: true }))
      .first();
    // The address changes at once; the lobby and its search stay until the play page's code is in.
    await expect(back).toBeVisible();
    await expect(dialog).toBeHidden();
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('filters open, toggle and reset', async ({ page, controller: _ }) => {
    await page.goto('/all-games');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const filter = page.getByRole('button', { name: /^Filter/ });
    await tabTo(page, filter);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    // The first box of a group is its All option.
    const option = panel.getByRole('checkbox').nth(1);
    await tabTo(page, option);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/(providers|features|themes)=/);
    await expect(option).toBeChecked();
    const reset = panel.getByRole('button', { name: 'Reset all filters' });
    // Past every provider, feature and theme box.
    await tabTo(page, reset, { max: 400 });
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/(providers|features|themes)=/);
  });

  test('a player toggles a favorite heart', async ({ page, controller: _ }) => {
    await openAs(page, 'nofavs');
    await expect(page.getByText('Balance').first()).toBeVisible();
    await page.goto('/all-games');
    const heart = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
    await expect(heart).toBeVisible();
    const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to favorites$/, '$1');
    await tabTo(page, heart);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added to favorites')).toBeVisible();
    const remove = page.getByRole('button', { name: `Remove ${name} from favorites` }).first();
    await expect(remove).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Add ${name} to favorites` }).first()).toBeVisible();
  });

  test('the menu opens, is walked through and closes with Escape', async ({ page, controller: _ }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => holdsFocus(menu)).toBe(true);
    await expectTrapped(page, menu);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await isFocused(opener).toBe(true);
  });

  test('the lock modal keeps and gives back the focus', async ({ page, controller: _ }) => {
    await openAs(page, 'nofavs');
    await expect(page.getByText('Balance').first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Search games' }));
    await page.keyboard.press('Enter');
    const search = page.getByRole('dialog', { name: 'Search games' });
    await isFocused(search.getByRole('searchbox')).toBe(true);
    await page.keyboard.type('VIP Diamond');
    const locked = search.getByRole('button', { name: 'VIP Diamond Lounge is locked: see how to unlock it' }).first();
    await expect(locked).toBeVisible();
    await tabTo(page, locked);
    await page.keyboard.press('Enter');
    const lock = page.getByRole('dialog', { name: 'Unlock VIP Diamond Lounge' });
    await expect(lock).toBeVisible();
    await expect.poll(() => holdsFocus(lock)).toBe(true);
    await expectTrapped(page, lock);
    await page.keyboard.press('Escape');
    await expect(lock).toBeHidden();
    await isFocused(locked).toBe(true);
  });
});

/** The main routes of the casino; some only where the casino has them. */
function routes(project: string): string[] {
  const list = [
    '/',
    '/all-games',
    '/favorites',
    '/promotions',
    '/play/wild-west-gold-rush',
    '/dashboard/',
    '/dashboard/messagecenter',
    '/no-such-page',
    '/random',
  ];
  if (project === 'fusion') list.push('/providers');
  return list;
}

/** What overflows the viewport sideways, and text cut off inside its box. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).position !== 'fixed' || element.getBoundingClientRect().left < root.clientWidth)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    // Text in a box that hides what does not fit, cut without an ellipsis (visually hidden text aside).
    const clipped = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const marked = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
        return hides && !marked && element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 30)}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide, clipped };
  });
}

async function expectReflows(page: Page, where: string): Promise<void> {
  const found = await overflow(page);
  expect(found.scrollWidth, `${where}: nothing wider than the viewport (${found.wide.join(', ')})`).toBeLessThanOrEqual(found.clientWidth);
  expect(found.clipped, `${where}: no text cut off`).toEqual([]);
}

test.describe('small screens', () => {
  // The route list includes /promotions, whose custom promo's script tries what its frame blocks.
  test.use({ allowedConsoleErrors: [PROMO_FRAME_BLOCKED] });

  // The routes as most players see them: random play rotating, transitions on.
  test.use({ viewport: { width: 320, height: 640 }, reducedMotion: 'no-preference' });

  // Layout is theme-free (the themes set colours alone: ui themes.test.ts), so one theme walks it;
  // the colours of each screen are axe's, in both themes.
  test('every route reflows at 320 px', async ({ page, controller: _ }, testInfo) => {
    test.setTimeout(180_000);
    await openAs(page, 'regular');
    await expect(page.getByText('Balance').first()).toBeVisible();
    const category = await page.locator('a[href*="/category/"]').first().getAttribute('href');
    const visits = [...routes(testInfo.project.name), category ?? '/category/online-slots'];
    for (const route of visits) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      await expectReflows(page, route);
      // Random play shows one pick at a time, each with its name in the Play button: every pick,
      // with the rotation paused (waiting for its button, not looking once whether it is there yet).
      if (route === '/random') await page.getByRole('button', { name: 'Pause rotation' }).click();
      const picks = page.locator('button.lb-random__dot');
      for (let pick = 0; pick < (await picks.count()); pick++) {
        await picks.nth(pick).click();
        await expect(picks.nth(pick)).toHaveAttribute('aria-current', 'true');
        await expectReflows(page, `${route} (pick ${pick + 1})`);
      }
    }
  });
});

/** Animations still running for ever, and CSS animations or transitions that take visible time. */
async function motion(page: Page) {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        0,
        ...value.split(',').map((part) => (part.trim().endsWith('ms') ? Number.parseFloat(part) / 1000 : Number.parseFloat(part) || 0)),
      );
    const endless = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      )
      .map((animation) => (animation as CSSAnimation).animationName ?? String(animation.id));
    const slow = [...document.querySelectorAll<HTMLElement>('*')].flatMap((element) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.01;
        const transition = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01;
        return animated || transition ? [`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`] : [];
      }),
    );
    return { endless, slow: slow.slice(0, 8) };
  });
}

test.describe('reduced motion', () => {
  test('nothing moves on the home page, a list page, the play screen and random play', async ({ page, controller: _ }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Logged in, so the play screen shows the game rather than the login page.
    await openAs(page, 'regular');
    await expect(page.getByText('Balance').first()).toBeVisible();
    for (const route of ['/', '/all-games', '/play/wild-west-gold-rush']) {
      await page.goto(route);
      if (route.startsWith('/play/')) await expect(page.locator('iframe').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      expect(await motion(page), route).toEqual({ endless: [], slow: [] });
    }
    // Random play's pictures advance by script: under reduced motion they wait to be asked.
    await page.goto('/random');
    await expect(page.getByRole('button', { name: 'Resume rotation' })).toBeVisible();
    expect(await motion(page), '/random').toEqual({ endless: [], slow: [] });
  });
});

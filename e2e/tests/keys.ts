import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard helpers the specs share: Tab to a control with the ring checked at every stop, and a
// dialog that keeps the focus inside.

/** Whether the element that has the focus shows a ring: an outline or a shadow, on itself or its ::before/::after. */
export async function focusRingShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    return [null, '::before', '::after'].some((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    });
  });
}

/** Presses Tab (or Shift+Tab) until the target has the focus, checking the ring at every stop on the way. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? '');
    if (focused && (await page.evaluate(() => document.activeElement !== document.body))) {
      expect(await focusRingShows(page), `a focus ring on ${focused}`).toBe(true);
    }
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} never took the focus within ${max} presses`);
}

/** Whether the focus is inside the element. */
export const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/** Tabs forward and back past the dialog's ends: the focus must stay inside it all along. */
export async function expectTrapped(page: Page, dialog: Locator): Promise<void> {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < stops + 2; presses++) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `the focus stays in the dialog after ${presses + 1} × ${key}`).toBe(true);
      expect(await focusRingShows(page)).toBe(true);
    }
  }
}

import { defaultLobbyOptions } from '@lobby/domain';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Wednesday 2026-11-18 10:00 in New York (15:00 UTC): the daily promo ends at 23:59 that day.
export const WEDNESDAY_10AM_NY = Date.UTC(2026, 10, 18, 15, 0, 0);
export const CONTROLLER = '/app/shared/controllers/LobbyController.php';
/** A custom promo's script frame grows at most this tall. */
export const PROMO_FRAME_MAX_HEIGHT = defaultLobbyOptions.promoFrameMaxHeightPx;

/** The instant of a New York wall-clock text `YYYY-MM-DD HH:mm:ss` (the server's times). */
export function newYorkInstant(text: string): number {
  const asUtc = Date.parse(`${text.replace(' ', 'T')}Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(asUtc);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const newYorkAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
  return asUtc - (newYorkAsUtc - asUtc);
}

/** Records anything a hostile payload could do: dialogs, a mark it sets, a navigation away. */
export function watchHostile(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectInert() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { __lobbyHostile?: unknown }).__lobbyHostile)).toBeUndefined();
      expect(new URL(page.url()).hostname).toBe('127.0.0.1');
      // Nothing server-sent sits fixed over the page, and the header is what the top of the page shows.
      const fixed = await page.evaluate(
        () =>
          [...document.querySelectorAll('.lb-server-html *, [data-promo-scope] *')].filter((el) =>
            ['fixed', 'sticky'].includes(getComputedStyle(el).position),
          ).length,
      );
      expect(fixed).toBe(0);
      expect(
        await page
          .locator('script:not([src]):not([type])')
          .evaluateAll((s) => s.filter((e) => e.textContent?.includes('__lobbyHostile')).length),
      ).toBe(0);
      expect(await page.locator('base, meta[http-equiv], form[action*="evil"], svg[onload], [onerror]').count()).toBe(0);
    },
  };
}

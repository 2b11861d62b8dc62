// What the page itself records, in its own clock (ms since navigation start), so timings carry no
// Playwright round trips. Functions here run in the browser: they must not reach outside themselves.
import type { Page } from '@playwright/test';

/** Marks of one page load; -1 until seen. */
export interface Marks {
  /** The first `.lb-game-card` with a box, at the animation frame after it appeared. */
  card: number;
  /** getgames: first byte and end of the answer (resource timing). */
  getgamesStart: number;
  getgamesEnd: number;
  domContentLoaded: number;
}

declare global {
  interface Window {
    __benchMarks?: Marks;
  }
}

/**
 * Installed before any page script: watches the DOM for the first card, and resource timing for
 * getgames. A first visit's getgames is the catalog worker's request, which the page's timeline does
 * not list: the app's `lobby:catalog-received` mark, placed at the time the worker had the body,
 * stands for its end.
 */
export function installProbes(): void {
  const marks: Marks = { card: -1, getgamesStart: -1, getgamesEnd: -1, domContentLoaded: -1 };
  window.__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (marks.getgamesEnd < 0 && entry.name.includes('?getgames')) {
        marks.getgamesStart = entry.responseStart;
        marks.getgamesEnd = entry.responseEnd;
      }
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (marks.getgamesEnd < 0 && entry.name === 'lobby:catalog-received') marks.getgamesEnd = entry.startTime;
    }
  }).observe({ type: 'mark', buffered: true });
  document.addEventListener('DOMContentLoaded', () => (marks.domContentLoaded = performance.now()), { once: true });
  let pending = false;
  const hasBox = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const observer = new MutationObserver(() => {
    if (pending) return;
    // A game's card, not a placeholder of the rows waiting for the catalog.
    const card = Array.from(document.querySelectorAll('.lb-game-card:not(.lb-game-card--placeholder)')).find(hasBox);
    if (!card) return;
    pending = true;
    observer.disconnect();
    // The frame after the card is laid out is the one that paints it.
    requestAnimationFrame(() => (marks.card = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

export function readMarks(page: Page): Promise<Marks> {
  return page.evaluate(() => ({ ...(window.__benchMarks as Marks) }));
}

/** Waits until `done(marks)` holds, polling the page; throws with the marks seen at the deadline. */
export async function waitForMarks(page: Page, done: (m: Marks) => boolean, timeoutMs: number): Promise<Marks> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const marks = await readMarks(page);
    if (done(marks)) return marks;
    if (Date.now() > deadline) throw new Error(`page marks incomplete after ${timeoutMs / 1000} s: ${JSON.stringify(marks)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Games in the app's IndexedDB catalog (any database with a `games` store), 0 when none. */
export function cachedGameCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let most = 0;
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if (db.objectStoreNames.contains('games')) {
        const request = db.transaction('games').objectStore('games').count();
        most = Math.max(most, await new Promise<number>((resolve) => (request.onsuccess = () => resolve(request.result))));
      }
      db.close();
    }
    return most;
  });
}

/** `.lb-game-card` elements in the DOM, and the list's size as the grid announces it (aria-setsize). */
export function listState(page: Page): Promise<{ cards: number; listed: number; lastShown: number }> {
  return page.evaluate(() => {
    const items = document.querySelectorAll('.lb-game-grid__list > li');
    const last = items[items.length - 1];
    return {
      cards: document.querySelectorAll('.lb-game-card').length,
      listed: Number(last?.getAttribute('aria-setsize') ?? 0),
      lastShown: Number(last?.getAttribute('aria-posinset') ?? 0),
    };
  });
}

/** What a burst of scrolls to the end found: the list as it stands and the most cards seen on any frame. */
export interface ScrollBurst {
  readonly scrolls: number;
  readonly grew: number;
  readonly maxCards: number;
  readonly stale: boolean;
}

/**
 * Scrolls the window to the bottom up to `scrolls` times or for `budgetMs`, each time waiting (frame
 * by frame, at most `waitMs`) for the list to announce more games. Runs in the page so that a page
 * load is not also a protocol round trip. `stale` is set when a scroll loaded nothing.
 */
export function scrollBurst(page: Page, scrolls: number, budgetMs: number, waitMs: number): Promise<ScrollBurst> {
  return page.evaluate(
    async ({ scrolls, budgetMs, waitMs }) => {
      const listed = () => Number(document.querySelector('.lb-game-grid__list > li:last-child')?.getAttribute('aria-setsize') ?? 0);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const start = performance.now();
      let maxCards = 0;
      let done = 0;
      let grew = 0;
      while (done < scrolls && performance.now() - start < budgetMs) {
        const before = listed();
        const sent = performance.now();
        window.scrollTo(0, document.documentElement.scrollHeight);
        done += 1;
        while (listed() === before && performance.now() - sent < waitMs) {
          await frame();
          maxCards = Math.max(maxCards, document.querySelectorAll('.lb-game-card').length);
        }
        if (listed() === before) return { scrolls: done, grew, maxCards, stale: true };
        grew += 1;
      }
      return { scrolls: done, grew, maxCards, stale: false };
    },
    { scrolls, budgetMs, waitMs },
  );
}

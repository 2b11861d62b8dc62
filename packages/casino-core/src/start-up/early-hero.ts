import { EARLY_HERO_TIMING, safeLink } from '@lobby/domain';
import type { EarlyHeroBanner } from '../catalog/catalog-messages.ts';
import { nextTask } from '../platform/next-task.ts';

/** What index.html's starter leaves as the early start's `hero`, once its promise settles (tooling/vite-preset `heroStarterScript`). */
export interface EarlyHeroFound {
  readonly banner: EarlyHeroBanner | null;
  readonly heroPromoId: string | null;
}

/** The banner in what the starter left, if it is one: a title and a picture whose address is safe. */
function bannerIn(found: unknown): EarlyHeroBanner | null {
  if (typeof found !== 'object' || found === null) return null;
  const { banner } = found as Partial<EarlyHeroFound>;
  if (typeof banner !== 'object' || banner === null) return null;
  const image = safeLink(banner.image);
  return image !== null && typeof banner.title === 'string' ? { image, title: banner.title } : null;
}

/** That banner, when it was picked for `heroPromoId` (a profile set another way than the build's gets none). */
export function earlyHeroBanner(found: unknown, heroPromoId: string | null): EarlyHeroBanner | null {
  const pickedFor = typeof found === 'object' && found !== null ? (found as Partial<EarlyHeroFound>).heroPromoId : undefined;
  return pickedFor === heroPromoId ? bannerIn(found) : null;
}

/** The hero banner the page's starter read early (a first visit to the home), as the app reads it. */
export interface EarlyHero {
  /** Resolves to what the starter found (null when it left nothing, or failed). */
  readonly answer: Promise<unknown>;
  /** What the starter found once its answer has come (`{ found }`), else null. */
  settled(): { readonly found: unknown } | null;
}

/** The early hero of the starter's promise `left` (null: the page started none), read once for every reader. */
export function earlyHero(left: Promise<unknown> | null): EarlyHero {
  if (left === null) return { answer: Promise.resolve(null), settled: () => ({ found: null }) };
  let settled: { readonly found: unknown } | null = null;
  const settle = (found: unknown) => {
    settled = { found };
    return found;
  };
  const answer = left.then(settle, () => settle(null));
  return { answer, settled: () => settled };
}

/** The parts of a window the wait for the early banner uses. */
export interface EarlyHeroWindow {
  setTimeout(callback: () => void, ms: number): unknown;
  requestAnimationFrame?(callback: () => void): unknown;
  readonly Image?: new () => HTMLImageElement;
  readonly PerformanceObserver?: {
    new (
      callback: (list: { getEntries(): readonly { readonly identifier?: string }[] }) => void,
    ): {
      observe(options: { type: string; buffered?: boolean }): void;
      disconnect(): void;
    };
    readonly supportedEntryTypes?: readonly string[];
  };
}

/**
 * Resolves once the early hero banner has painted, at once where the page started none (a cached
 * catalog, another page, the dev server), and after `maxMs` at most. Painted: its picture's element
 * timing (`EARLY_HERO_TIMING`) has come, whichever screen shows it (the page's loading screen or
 * the app's); where the browser has no element timing, its picture has loaded and a frame has
 * passed. Start-up asks for the first screen's code after it: that download would otherwise share
 * a slow line with the banner's picture, the page's largest.
 */
export function whenEarlyHeroShown(
  hero: EarlyHero | null,
  maxMs: number,
  win: EarlyHeroWindow = globalThis as unknown as EarlyHeroWindow,
): Promise<void> {
  if (hero === null) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    let observer: { disconnect(): void } | null = null;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      resolve();
    };
    win.setTimeout(finish, maxMs);
    void hero.answer.then((found) => {
      const banner = bannerIn(found);
      if (!banner || done) return finish();
      const Observer = win.PerformanceObserver;
      if (Observer?.supportedEntryTypes?.includes('element')) {
        const watching = new Observer((list) => {
          if (list.getEntries().some((entry) => entry.identifier === EARLY_HERO_TIMING)) finish();
        });
        watching.observe({ type: 'element', buffered: true });
        observer = watching;
        return;
      }
      if (!win.Image) return finish();
      const picture = new win.Image();
      picture.onload = () => (win.requestAnimationFrame ? win.requestAnimationFrame(finish) : finish());
      picture.onerror = finish;
      picture.src = banner.image;
    });
  });
}

/**
 * When start-up asks for the first screen's code (the controller client, the data layer, the home
 * rows, the hero): on a task of its own (`nextTask`), and on a first visit to the home once the
 * banner the page read early has painted (`whenEarlyHeroShown`, `maxWaitMs` at most). Asked for
 * once per page: the result is the one turn every part waits for.
 */
export function firstScreenTurn(hero: EarlyHero | null, maxWaitMs: number): () => Promise<void> {
  let turn: Promise<void> | undefined;
  return () => {
    turn ??= nextTask().then(() => whenEarlyHeroShown(hero, maxWaitMs));
    return turn;
  };
}

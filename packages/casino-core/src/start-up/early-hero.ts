import { defaultLobbyOptions, EARLY_HERO, EARLY_HERO_TIMING, safeLink } from '@lobby/domain';
import type { EarlyHeroBanner } from '../catalog/catalog-messages.ts';
import { nextTask } from '../platform/next-task.ts';

/** What index.html's starter leaves under `EARLY_HERO`, once its promise settles (tooling/vite-preset `heroStarterScript`). */
export interface EarlyHeroFound {
  readonly banner: EarlyHeroBanner | null;
  readonly heroPromoId: string | null;
}

type Scope = Record<string, unknown>;
const globalScope = (): Scope => globalThis as unknown as Scope;

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

interface Taken {
  answer: Promise<unknown>;
  settled: { readonly found: unknown } | null;
}

// Per promise the starter left, so that every reader sees the same answer.
const answers = new WeakMap<Promise<unknown>, Taken>();
const NOTHING: Taken = { answer: Promise.resolve(null), settled: { found: null } };

function taken(scope: Scope): Taken {
  const left = scope[EARLY_HERO];
  if (!(left instanceof Promise)) return NOTHING;
  let entry = answers.get(left);
  if (!entry) {
    const record: Taken = { answer: NOTHING.answer, settled: null };
    const settle = (found: unknown) => {
      record.settled = { found };
      return found;
    };
    record.answer = left.then(settle, () => settle(null));
    answers.set(left, record);
    entry = record;
  }
  return entry;
}

/** The starter's answer: resolves to what it found (null when it left nothing, or failed). */
export function earlyHeroAnswer(scope: Scope = globalScope()): Promise<unknown> {
  return taken(scope).answer;
}

/** The starter's answer if it has come (`{ found }`), else null. */
export function settledEarlyHero(scope: Scope = globalScope()): { readonly found: unknown } | null {
  return taken(scope).settled;
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
  maxMs: number,
  win: EarlyHeroWindow = globalThis as unknown as EarlyHeroWindow,
  scope: Scope = globalScope(),
): Promise<void> {
  if (!(scope[EARLY_HERO] instanceof Promise)) return Promise.resolve();
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
    void earlyHeroAnswer(scope).then((found) => {
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

let turn: Promise<void> | undefined;

/**
 * When start-up asks for the first screen's code (the controller client, the data layer, the home
 * rows, the hero): on a task of its own (`nextTask`), and on a first visit to the home once the
 * banner the page read early has painted (`whenEarlyHeroShown`, `earlyHeroMaxWaitMs` at most).
 */
export function firstScreenTurn(): Promise<void> {
  turn ??= nextTask().then(() => whenEarlyHeroShown(defaultLobbyOptions.earlyHeroMaxWaitMs));
  return turn;
}

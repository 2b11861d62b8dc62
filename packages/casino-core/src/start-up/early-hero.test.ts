import { EARLY_HERO_TIMING } from '@lobby/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyHero, earlyHeroBanner, type EarlyHeroWindow, firstScreenTurn, whenEarlyHeroShown } from './early-hero.ts';

const BANNER = { image: 'https://casino.test/reload.svg', title: 'Weekend reload' };

describe('earlyHeroBanner', () => {
  it("takes the starter's banner when it was picked for this casino's hero promo", () => {
    expect(earlyHeroBanner({ banner: BANNER, heroPromoId: null }, null)).toEqual(BANNER);
    expect(earlyHeroBanner({ banner: BANNER, heroPromoId: 'drop' }, 'drop')).toEqual(BANNER);
  });

  it.each([
    ['nothing', undefined],
    ['no banner', { banner: null, heroPromoId: null }],
    ['a banner picked for another promo', { banner: BANNER, heroPromoId: 'drop' }],
    ['a picture address that is not safe', { banner: { ...BANNER, image: 'javascript:alert(1)' }, heroPromoId: null }],
    ['a title that is not text', { banner: { ...BANNER, title: 7 }, heroPromoId: null }],
    ['a string', 'banner'],
  ])('takes none from %s', (_label, found) => {
    expect(earlyHeroBanner(found, null)).toBeNull();
  });
});

describe("earlyHero: the starter's promise, read once for every reader", () => {
  it('answers null at once where the starter left nothing', async () => {
    const hero = earlyHero(null);
    expect(hero.settled()).toEqual({ found: null });
    await expect(hero.answer).resolves.toBeNull();
  });

  it('is unsettled until the promise settles, then holds what it found; a rejection counts as nothing', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const hero = earlyHero(new Promise((resolve) => (answer = resolve)));
    expect(hero.settled()).toBeNull();
    answer({ banner: BANNER, heroPromoId: null });
    await expect(hero.answer).resolves.toEqual({ banner: BANNER, heroPromoId: null });
    expect(hero.settled()).toEqual({ found: { banner: BANNER, heroPromoId: null } });
    const failed = earlyHero(Promise.reject(new Error('no')));
    await expect(failed.answer).resolves.toBeNull();
    expect(failed.settled()).toEqual({ found: null });
  });
});

describe('whenEarlyHeroShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A window whose element timings the test reports, or one without element timing whose pictures load on `load()`. */
  function fakeWindow(elementTiming: boolean) {
    const observers: ((list: { getEntries(): readonly { identifier?: string }[] }) => void)[] = [];
    const pictures: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
    let disconnected = 0;
    const win: EarlyHeroWindow = {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      requestAnimationFrame: (callback) => setTimeout(callback, 16),
      Image: class {
        src = '';
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          pictures.push(this);
        }
      } as unknown as new () => HTMLImageElement,
      PerformanceObserver: Object.assign(
        class {
          private readonly callback: (list: { getEntries(): readonly { identifier?: string }[] }) => void;
          constructor(callback: (list: { getEntries(): readonly { identifier?: string }[] }) => void) {
            this.callback = callback;
          }
          observe() {
            observers.push(this.callback);
          }
          disconnect() {
            disconnected += 1;
          }
        },
        { supportedEntryTypes: elementTiming ? ['element', 'largest-contentful-paint'] : ['largest-contentful-paint'] },
      ),
    };
    const painted = (identifier: string) => {
      for (const observer of observers) observer({ getEntries: () => [{ identifier }] });
    };
    return { win, painted, pictures, disconnected: () => disconnected };
  }

  const withBanner = (banner: unknown = BANNER) => earlyHero(Promise.resolve({ banner, heroPromoId: null }));

  it('resolves at once where the page started no early banner', async () => {
    const done = vi.fn();
    void whenEarlyHeroShown(null, 800, fakeWindow(true).win).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('resolves as soon as the starter found no banner', async () => {
    const done = vi.fn();
    void whenEarlyHeroShown(withBanner(null), 800, fakeWindow(true).win).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it("waits for the banner picture's element timing, not another element's", async () => {
    const { win, painted, disconnected } = fakeWindow(true);
    const done = vi.fn();
    void whenEarlyHeroShown(withBanner(), 800, win).then(done);
    await vi.advanceTimersByTimeAsync(100);
    painted('something-else');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    painted(EARLY_HERO_TIMING);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
    expect(disconnected()).toBe(1);
  });

  it('without element timing, waits for the picture to load and one frame; a picture that fails does not hold it', async () => {
    const loading = fakeWindow(false);
    const done = vi.fn();
    void whenEarlyHeroShown(withBanner(), 800, loading.win).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(loading.pictures.map((picture) => picture.src)).toEqual([BANNER.image]);
    loading.pictures[0]?.onload?.();
    await vi.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6);
    expect(done).toHaveBeenCalledTimes(1);

    const failing = fakeWindow(false);
    const gone = vi.fn();
    void whenEarlyHeroShown(withBanner(), 800, failing.win).then(gone);
    await vi.advanceTimersByTimeAsync(0);
    failing.pictures[0]?.onerror?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the longest wait', async () => {
    const { win } = fakeWindow(true);
    const done = vi.fn();
    void whenEarlyHeroShown(earlyHero(new Promise(() => undefined)), 800, win).then(done);
    await vi.advanceTimersByTimeAsync(799);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('firstScreenTurn', () => {
  it('is one turn for every part: a task after start, once the early banner has shown', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const turn = firstScreenTurn(earlyHero(new Promise((resolve) => (answer = resolve))), 60_000);
    const done = vi.fn();
    void turn().then(done);
    expect(turn()).toBe(turn());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).not.toHaveBeenCalled();
    answer({ banner: null, heroPromoId: null });
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });
});

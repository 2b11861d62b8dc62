import { EARLY_START } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyStart } from './early-start.ts';

describe('takeEarlyStart: the one seam between the page and the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes each part the page's starter left, once", async () => {
    class FakeWorker {}
    vi.stubGlobal('Worker', FakeWorker);
    const catalogWorker = new FakeWorker();
    const promos = { url: 'http://casino.test/x?getpromos', body: 'lang=en', response: Promise.resolve(new Response('{}')) };
    const scope: Record<string, unknown> = {
      [EARLY_START]: { promos, catalogWorker, hero: Promise.resolve({ banner: null, heroPromoId: null }) },
    };
    const early = takeEarlyStart(scope);
    expect(early.promos).toEqual(promos);
    expect(early.catalogWorker).toBe(catalogWorker);
    await expect(early.hero?.answer).resolves.toEqual({ banner: null, heroPromoId: null });
    expect(EARLY_START in scope).toBe(false);
    expect(takeEarlyStart(scope)).toEqual({ promos: null, catalogWorker: null, hero: null });
  });

  it('takes nothing of a part in another shape, and nothing where the page started nothing', () => {
    vi.stubGlobal('Worker', class {});
    expect(takeEarlyStart({ [EARLY_START]: { promos: 42, catalogWorker: {}, hero: 'banner' } })).toEqual({
      promos: null,
      catalogWorker: null,
      hero: null,
    });
    expect(takeEarlyStart({ [EARLY_START]: 'everything' })).toEqual({ promos: null, catalogWorker: null, hero: null });
    expect(takeEarlyStart({})).toEqual({ promos: null, catalogWorker: null, hero: null });
  });
});

import { EARLY_CATALOG_WORKER } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyCatalogWorker } from './start-catalog-worker.ts';

describe('takeEarlyCatalogWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the worker index.html left, once', () => {
    class FakeWorker {}
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker();
    const scope: Record<string, unknown> = { [EARLY_CATALOG_WORKER]: worker };
    expect(takeEarlyCatalogWorker(scope)).toBe(worker);
    expect(EARLY_CATALOG_WORKER in scope).toBe(false);
    expect(takeEarlyCatalogWorker(scope)).toBeNull();
  });

  it('ignores anything else under that name, and pages without workers', () => {
    vi.stubGlobal('Worker', class {});
    expect(takeEarlyCatalogWorker({ [EARLY_CATALOG_WORKER]: { postMessage() {} } })).toBeNull();
    vi.stubGlobal('Worker', undefined);
    expect(takeEarlyCatalogWorker({ [EARLY_CATALOG_WORKER]: {} })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyWorkerIn } from './start-catalog-worker.ts';

describe('earlyWorkerIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes a worker', () => {
    class FakeWorker {}
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker();
    expect(earlyWorkerIn(worker)).toBe(worker);
  });

  it('takes nothing else, and nothing where the page has no workers', () => {
    vi.stubGlobal('Worker', class {});
    expect(earlyWorkerIn({ postMessage() {} })).toBeNull();
    expect(earlyWorkerIn(undefined)).toBeNull();
    vi.stubGlobal('Worker', undefined);
    expect(earlyWorkerIn({})).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAppWhenQuiet, type ServiceWorkerWindow, whenRequestsQuiet } from './service-worker.ts';

/** A window whose resource timings the test reports, and whose timers are Vitest's fake ones. */
function fakeWindow(register?: (url: string, options: { scope: string }) => Promise<unknown>) {
  const observers: (() => void)[] = [];
  const win: ServiceWorkerWindow = {
    navigator: register ? { serviceWorker: { register } } : {},
    PerformanceObserver: class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
  };
  const requestFinished = () => {
    for (const callback of observers) callback();
  };
  return { win, requestFinished, observers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenRequestsQuiet', () => {
  it('waits until no request has finished for the quiet period', async () => {
    const { win, requestFinished, observers } = fakeWindow();
    const quiet = vi.fn();
    void whenRequestsQuiet(win, 1_000, 10_000).then(quiet);
    await vi.advanceTimersByTimeAsync(900);
    requestFinished();
    await vi.advanceTimersByTimeAsync(900);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(quiet).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('gives up waiting after the longest wait on a page that keeps fetching', async () => {
    const { win, requestFinished } = fakeWindow();
    const quiet = vi.fn();
    void whenRequestsQuiet(win, 1_000, 3_000).then(quiet);
    for (let elapsed = 500; elapsed <= 2_500; elapsed += 500) {
      await vi.advanceTimersByTimeAsync(500);
      requestFinished();
    }
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('counts the quiet period alone where there is no resource timing', async () => {
    const { win } = fakeWindow();
    const quiet = vi.fn();
    void whenRequestsQuiet({ ...win, PerformanceObserver: undefined }, 1_000, 10_000).then(quiet);
    await vi.advanceTimersByTimeAsync(999);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toHaveBeenCalledTimes(1);
  });
});

describe('installAppWhenQuiet', () => {
  const timing = { quietMs: 1_000, maxMs: 10_000 };
  const app = (addInstallTags = vi.fn(), worker = '/sw.js', scope = '/') => ({ addInstallTags, worker, scope });

  it('adds the install tags, then registers the worker over the app scope, once the requests are quiet', async () => {
    const steps: string[] = [];
    const register = vi.fn(async () => {
      steps.push('register');
      return {};
    });
    const addInstallTags = vi.fn(() => {
      steps.push('tags');
    });
    const { win, requestFinished } = fakeWindow(register);
    const done = installAppWhenQuiet(win, app(addInstallTags, '/casino/sw.js', '/casino/'), timing, vi.fn());
    await vi.advanceTimersByTimeAsync(500);
    requestFinished();
    await vi.advanceTimersByTimeAsync(999);
    expect(addInstallTags).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(register).toHaveBeenCalledWith('/casino/sw.js', { scope: '/casino/' });
    expect(steps).toEqual(['tags', 'register']);
  });

  it('logs a registration that fails, and does not throw', async () => {
    const log = vi.fn();
    const addInstallTags = vi.fn();
    const { win } = fakeWindow(vi.fn(async () => Promise.reject(new Error('SecurityError'))));
    const done = installAppWhenQuiet(win, app(addInstallTags), timing, log);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(done).resolves.toBeUndefined();
    expect(addInstallTags).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('the offline copy of the app could not be installed', expect.any(Error));
  });

  it('in a browser without service workers, still adds the install tags once the requests are quiet', async () => {
    const addInstallTags = vi.fn();
    const { win } = fakeWindow();
    const done = installAppWhenQuiet(win, app(addInstallTags), timing, vi.fn());
    await vi.advanceTimersByTimeAsync(999);
    expect(addInstallTags).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(addInstallTags).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal, followSignals } from './any-signal.ts';

describe.each([
  ['anySignal', anySignal],
  ['followSignals (where the browser has no AbortSignal.any)', followSignals],
])('%s', (_, combine) => {
  it('aborts with the reason of the first signal that aborts, and only then', () => {
    const a = new AbortController();
    const b = new AbortController();
    const combined = combine([a.signal, b.signal]);
    expect(combined.aborted).toBe(false);
    b.abort('second');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('second');
    a.abort('first');
    expect(combined.reason).toBe('second');
  });

  it('is aborted at once when a signal given already is', () => {
    const done = AbortSignal.abort('gone');
    const combined = combine([new AbortController().signal, done]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it('tells its listeners once', () => {
    const a = new AbortController();
    const heard = vi.fn();
    combine([a.signal, new AbortController().signal]).addEventListener('abort', heard);
    a.abort();
    a.abort();
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe('anySignal without the platform helper', () => {
  const native = AbortSignal.any;
  afterEach(() => {
    AbortSignal.any = native;
  });

  it('follows the signals itself (Safari before 17.4)', () => {
    // @ts-expect-error: the browsers of the target that lack it
    AbortSignal.any = undefined;
    const a = new AbortController();
    const combined = anySignal([a.signal]);
    a.abort('stop');
    expect(combined.reason).toBe('stop');
  });

  it('leaves no listener on the signals once it has aborted', () => {
    const a = new AbortController();
    const b = new AbortController();
    const remove = vi.spyOn(b.signal, 'removeEventListener');
    followSignals([a.signal, b.signal]);
    a.abort();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});

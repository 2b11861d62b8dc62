import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { type ReactPromise, Suspense, startTransition, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fulfilledPromise, settledPromise, useSettled } from './settled-promise.ts';

afterEach(cleanup);

function Value({ of }: { of: ReactPromise<string> }) {
  return <p>{useSettled(of)}</p>;
}

/** `of`'s value twice, through a hook after `useSettled`; `settle` is called as a pending render suspends. */
function Doubled({ of, settle }: { of: ReactPromise<string>; settle: () => void }) {
  // The promise settles while React yields after the suspension, before it looks again.
  if (of.status === 'pending') queueMicrotask(settle);
  const value = useSettled(of);
  const doubled = useMemo(() => `${value} ${value}`, [value]);
  return <p>{doubled}</p>;
}

const tree = (promise: ReactPromise<string>) => (
  <Suspense fallback={<p>waiting</p>}>
    <Value of={promise} />
  </Suspense>
);

describe('settledPromise and useSettled', () => {
  it('give a fulfilled promise’s value in the first render, without suspending', async () => {
    const ready = settledPromise(Promise.resolve('the hero'));
    await ready;
    render(tree(ready));
    expect(screen.getByRole('paragraph').textContent).toBe('the hero');
  });

  it('suspend while the promise is pending, then show its value', async () => {
    let resolve: (value: string) => void = () => undefined;
    const later = settledPromise(
      new Promise<string>((r) => {
        resolve = r;
      }),
    );
    expect(later).toMatchObject({ status: 'pending' });
    await act(async () => {
      render(tree(later));
    });
    expect(screen.getByRole('paragraph').textContent).toBe('waiting');
    await act(async () => resolve('the hero'));
    expect(screen.getByRole('paragraph').textContent).toBe('the hero');
  });

  it('let React replay a component whose promise settled while it waited, hooks after it included', async () => {
    // A concurrent render that suspends on a pending promise is replayed from where it stopped once
    // the promise settles, and React mounts the hooks after `use` only when `use` runs again there.
    // Outside `act`, as in the browser: inside it React renders without yielding and never replays.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let resolve: (value: string) => void = () => undefined;
    const later = settledPromise(
      new Promise<string>((r) => {
        resolve = r;
      }),
    );
    // A replay without `use` throws ("Update hook called on initial render"); React reports it
    // here once it has rendered the whole root again, and warns on the console.
    const recovered: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    try {
      // A transition renders in slices: React yields after a suspension and looks at the promise again.
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>waiting</p>}>
            <Doubled of={later} settle={() => resolve('spin')} />
          </Suspense>,
        ),
      );
      await waitFor(() => expect(container.textContent).toBe('spin spin'));
      expect(recovered).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('mark a rejection with its reason', async () => {
    const failed = settledPromise(Promise.reject(new Error('offline')));
    await Promise.resolve(failed).catch(() => undefined);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });
  });

  it('fulfilledPromise is read at once', () => {
    render(tree(fulfilledPromise('now')));
    expect(screen.getByRole('paragraph').textContent).toBe('now');
  });
});

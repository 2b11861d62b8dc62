import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactPromise, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fulfilledPromise, settledPromise, useSettled } from './settled-promise.ts';

afterEach(cleanup);

function Value({ of }: { of: ReactPromise<string> }) {
  return <p>{useSettled(of)}</p>;
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

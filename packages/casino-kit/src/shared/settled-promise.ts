import { type ReactPromise, use, useRef } from 'react';

/**
 * `promise`, marked with its outcome once it settles (`status` with `value` or `reason`, the fields
 * React's `use` reads). For promises made outside render: a load started once and read by many
 * renders. Read it with {@link useSettled}.
 */
export function settledPromise<T>(promise: Promise<T>): ReactPromise<T> {
  const marked = Object.assign(promise, { status: 'pending' as const });
  // The handlers return nothing: returning the promise itself would make this chain adopt its
  // rejection, one nobody handles.
  promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled' as const, value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected' as const, reason });
    },
  );
  return marked;
}

/** A promise already fulfilled with `value`. */
export function fulfilledPromise<T>(value: T): ReactPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/**
 * The value of a {@link settledPromise}: at once when it has one, suspending only while it is
 * pending. `use` is called only then: React counts any `use` as waiting on a promise, and a render
 * that did so inside an `act` that nobody awaits (every Testing Library render and event) has its
 * remaining work dropped, leaving the root unable to render at that priority again.
 *
 * A component that once waited here calls `use` on every later render too. React replays a render
 * that suspended from where it stopped once the promise settles, and it mounts the hooks after
 * `use` only when `use` is called again there; had the replay skipped it because the promise had
 * settled meanwhile, those hooks would throw ("Update hook called on initial render") and React
 * would render the whole root again. The ref survives the replay: it is a hook before `use`.
 */
export function useSettled<T>(promise: ReactPromise<T>): T {
  const waited = useRef(false);
  if (promise.status === 'fulfilled' && !waited.current) return promise.value;
  waited.current = true;
  return use(promise);
}

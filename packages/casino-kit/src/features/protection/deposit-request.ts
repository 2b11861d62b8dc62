import { useSyncExternalStore } from 'react';

// The deposit a player asked for while a question comes first: the cashier it leads to. One for
// the page, kept here because the links that ask (the header's, a tooltip's) and the prompt that
// answers (over the page) live apart; both load with the market's chunk.
let waiting: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  waiting = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The player asked to deposit where the first-deposit question comes first: the prompt takes it from here. */
export function requestDeposit(href: string): void {
  set(href);
}

/** The waiting deposit's cashier, which no longer waits once taken (so that it is followed once). */
export function takeDepositRequest(): string | null {
  const href = waiting;
  if (href !== null) set(null);
  return href;
}

/** The cashier a waiting deposit leads to, or null. */
export function useDepositRequest(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}

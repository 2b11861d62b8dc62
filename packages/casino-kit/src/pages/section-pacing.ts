import { startTransition, useEffect, useState } from 'react';

// How the home's sections come in: first as places, then with their cards.

/**
 * How many of `count` sections to render: the first few (about a phone screen and a half) at once,
 * the rest in a transition right after the first paint, which React renders in slices between
 * other work instead of one long task.
 */
export function useRevealedSections(count: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && count > first) startTransition(() => setAll(true));
  }, [all, count, first]);
  return all ? count : Math.min(count, first);
}

/**
 * How many sections show their cards once the games and the rows' code are in: the first screen's
 * at once, then one more per commit, each in a transition. Mounting every row's cards in one commit
 * made one long task of it and of the layout after it; one row per commit keeps each task short,
 * and a row below the first screen holds its placeholders of the same size meanwhile. (Waiting for
 * an idle moment between rows instead let the hero's banner in sooner but spread the rows over the
 * whole load: Lighthouse's blocking time rose from about 580 ms to 870 ms.)
 */
export function useFilledSections(ready: boolean, count: number, first: number): number {
  const [filled, setFilled] = useState(first);
  useEffect(() => {
    if (ready && filled < count) startTransition(() => setFilled((n) => n + 1));
  }, [ready, filled, count]);
  return ready ? filled : 0;
}

import { startTransition, useEffect, useState } from 'react';

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

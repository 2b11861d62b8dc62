import { type RefCallback, startTransition, useEffect, useState } from 'react';
import { useNearPlaces } from '../../shared/near-viewport.tsx';

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

/** Which home sections show their cards, and the ref that watches where each section is. */
export interface FilledSections {
  isFilled(id: string): boolean;
  /** Waiting off screen, neither filled nor near: its placeholders keep still. */
  isStill(id: string): boolean;
  place(id: string): RefCallback<Element>;
}

/**
 * Which sections show their cards once the games and the rows' code are in: the first screen's
 * (`first`) at once; every other one once its place comes within `lateSlotsAheadScreens` screens of
 * the viewport, one per commit, each in a transition. A section waiting keeps its placeholders,
 * which have the cards' size, and a screen ahead it is filled before it scrolls into view. On a
 * phone that is two or three rows at load instead of a dozen: their render, layout and paint were
 * most of the load's blocking time after the first screen. Mounting every row's cards in one
 * commit made one long task of it and of the layout after it, hence one row per commit (not one
 * per idle moment, which spread the rows over the whole load and blocked longer). Until its place
 * comes near, a section's placeholders keep still (`isStill`), loading or not: a pulse off screen
 * is frames nobody sees.
 */
export function useFilledSections(ready: boolean, ids: readonly string[], first: number): FilledSections {
  const { isNear, place } = useNearPlaces<string>();
  const [filled, setFilled] = useState<ReadonlySet<string>>(() => new Set());
  const next = ready ? ids.find((id, index) => index >= first && !filled.has(id) && isNear(id)) : undefined;
  useEffect(() => {
    if (next !== undefined) startTransition(() => setFilled((previous) => new Set([...previous, next])));
  }, [next]);
  const shown = new Set(ready ? [...ids.slice(0, first), ...filled] : []);
  // A section past the first screen is filled only once near, and stays near: not near is not filled.
  return { isFilled: (id) => shown.has(id), isStill: (id) => ids.indexOf(id) >= first && !isNear(id), place };
}

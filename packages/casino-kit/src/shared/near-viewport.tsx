import { type ReactNode, type RefCallback, useEffect, useState } from 'react';
import { useLobbyOptions } from './use-lobby-options.ts';

/** Which of a component's watched places are near the viewport, and the ref that watches one. */
export interface NearPlaces<K> {
  /** Whether the place of `key` has come within `lateSlotsAheadScreens` screens of the viewport (it stays near after). */
  isNear(key: K): boolean;
  /** The ref for the element that holds the place of `key`; the same function for the same key. */
  place(key: K): RefCallback<Element>;
}

/** One IntersectionObserver over the elements of a component's places, by key. */
function placeWatcher<K>(rootMargin: string, arrived: (keys: K[]) => void) {
  const watched = new Map<Element, K>();
  const refs = new Map<K, RefCallback<Element>>();
  let margin = rootMargin;
  let observer: IntersectionObserver | null = null;
  const stop = (element: Element) => {
    observer?.unobserve(element);
    watched.delete(element);
    if (watched.size === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
  const report: IntersectionObserverCallback = (entries) => {
    const keys: K[] = [];
    for (const { target, isIntersecting } of entries) {
      const key = watched.get(target);
      if (!isIntersecting || key === undefined) continue;
      keys.push(key);
      stop(target);
    }
    if (keys.length > 0) arrived(keys);
  };
  const start = (element: Element, key: K) => {
    observer ??= new IntersectionObserver(report, { rootMargin: margin });
    watched.set(element, key);
    observer.observe(element);
  };
  return {
    place(key: K): RefCallback<Element> {
      let ref = refs.get(key);
      if (!ref) {
        ref = (element: Element | null) => {
          if (!element) return;
          start(element, key);
          return () => stop(element);
        };
        refs.set(key, ref);
      }
      return ref;
    },
    /** A new margin (the casino's options changed): the places still watched are watched again with it. */
    setMargin(next: string) {
      if (next === margin) return;
      margin = next;
      const still = [...watched];
      for (const [element] of still) stop(element);
      for (const [element, key] of still) start(element, key);
    },
  };
}

/**
 * Watches places by key, with one IntersectionObserver, and tells which have come within
 * `lateSlotsAheadScreens` screen heights of the viewport. Once near, a place stays near and is no
 * longer watched; the observer goes when nothing is left to watch. Where the browser has no
 * IntersectionObserver, every place is near.
 */
export function useNearPlaces<K>(): NearPlaces<K> {
  const { lateSlotsAheadScreens } = useLobbyOptions();
  const margin = `${lateSlotsAheadScreens * 100}% 0px`;
  const [near, setNear] = useState<ReadonlySet<K>>(() => new Set());
  const [watcher] = useState(() => placeWatcher<K>(margin, (keys) => setNear((previous) => new Set([...previous, ...keys]))));
  useEffect(() => watcher.setMargin(margin), [watcher, margin]);
  if (typeof IntersectionObserver === 'undefined') return EVERYWHERE_NEAR;
  return { isNear: (key) => near.has(key), place: watcher.place };
}

const EVERYWHERE_NEAR: NearPlaces<never> = { isNear: () => true, place: () => () => undefined };

/**
 * Renders `children` once their place comes within `lateSlotsAheadScreens` screen heights of the
 * viewport, and from then on. Until then an empty box holds the place, and the children neither
 * render nor ask for anything: on a phone the home's feature slots are screens below the first
 * one, and their requests, sanitized HTML and renders were most of the load's blocking time after
 * the first screen. A screen ahead, they are in place before they scroll into view. Where the
 * browser has no IntersectionObserver, they render at once.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const { isNear, place } = useNearPlaces<'slot'>();
  return isNear('slot') ? children : <div ref={place('slot')} className="lb-late-slot" data-late-slot="" />;
}

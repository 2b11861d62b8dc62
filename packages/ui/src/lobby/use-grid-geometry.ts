import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';

/** Width of an element and its top edge in its scroller's content (what virtualizing calls scroll margin). */
export interface Geometry {
  width: number;
  top: number;
}

function read(element: HTMLElement, scroller: HTMLElement | null): Geometry {
  const rect = element.getBoundingClientRect();
  const origin = scroller ? scroller.getBoundingClientRect().top - scroller.scrollTop : -window.scrollY;
  return { width: Math.round(rect.width), top: Math.round(rect.top - origin) };
}

/**
 * Tracks the width of `ref` and its offset in the scroller (the window when `scroller` is null),
 * re-read after every render, on resize and on scroll: content above the list (an opening filter
 * panel, a late image) moves it without resizing it.
 */
export function useGridGeometry(ref: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null> | null): Geometry {
  const [geometry, setGeometry] = useState<Geometry>({ width: 0, top: 0 });
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = read(element, scroller?.current ?? null);
    setGeometry((prev) => (prev.width === next.width && prev.top === next.top ? prev : next));
  }, [ref, scroller]);
  useLayoutEffect(update);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const target = scroller?.current ?? null;
    // Content above the list can grow or shrink without a render here (late images, a panel in
    // another component): re-read on resizes and, throttled to frames, on scroll.
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    for (const observed of [element, target ?? document.body]) observer?.observe(observed);
    const scrolling: HTMLElement | Window = target ?? window;
    scrolling.addEventListener('scroll', schedule, { passive: true });
    return () => {
      observer?.disconnect();
      scrolling.removeEventListener('scroll', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, [ref, scroller, update]);
  return geometry;
}

/**
 * The measured height of one card (a ref for the first rendered card), or `estimate` until it is known.
 * Cards in a grid share their row's height, so one measurement sizes every row.
 */
export function useCardHeight(estimate: number): [number, (node: HTMLElement | null) => void] {
  const [height, setHeight] = useState(0);
  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      const measured = Math.round(box ? box.blockSize : (entries[0]?.contentRect.height ?? 0));
      if (measured > 0) setHeight(measured);
    });
  }, []);
  const measureRef = useCallback(
    (node: HTMLElement | null) => {
      observer?.disconnect();
      if (node) observer?.observe(node);
    },
    [observer],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  return [height || estimate, measureRef];
}

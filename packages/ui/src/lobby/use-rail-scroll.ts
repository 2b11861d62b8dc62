import { useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../motion.ts';

/** Where a horizontally scrolled track is: at its start, at its end (both when it does not overflow). */
export interface RailEdges {
  atStart: boolean;
  atEnd: boolean;
}

function edgesOf(track: HTMLElement): RailEdges {
  // scrollLeft runs negative in right-to-left tracks; its size is what tells the edges.
  const travelled = Math.abs(track.scrollLeft);
  const room = track.scrollWidth - track.clientWidth;
  return { atStart: travelled <= 1, atEnd: travelled >= room - 1 };
}

/**
 * Follows a rail's scroll position (throttled to frames) and scrolls it by most of a view,
 * smoothly unless the person prefers reduced motion.
 */
export function useRailScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<RailEdges>({ atStart: true, atEnd: true });
  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    let frame = 0;
    const read = () => {
      const next = edgesOf(track);
      setEdges((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
    };
    // Scrolling reads once per frame; a read outside a frame leaves a pending frame alone.
    const schedule = () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          read();
        });
    };
    track.addEventListener('scroll', schedule, { passive: true });
    // The observer reports the first size right after a layout, so the sizes are read there at no
    // cost. Read here, in the commit, or in the next animation frame (before that frame's layout,
    // while the page is still changing), they would force a layout of the whole page.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    if (observer) observer.observe(track);
    else read();
    return () => {
      track.removeEventListener('scroll', schedule);
      observer?.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, []);
  const scrollPage = useCallback((direction: 1 | -1) => {
    const track = ref.current;
    if (!track) return;
    const rtl = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    const left = direction * rtl * Math.max(track.clientWidth * 0.85, 1);
    track.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);
  return { ref, edges, scrollPage };
}

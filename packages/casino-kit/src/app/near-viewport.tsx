import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLobbyOptions } from './use-lobby-options.ts';

/**
 * Renders `children` once their place comes within `lateSlotsAheadScreens` screen heights of the
 * viewport, and from then on. Until then an empty box holds the place, and the children neither
 * render nor ask for anything: on a phone the home's feature slots are screens below the first
 * one, and their requests, sanitized HTML and renders were most of the load's blocking time after
 * the first screen. A screen ahead, they are in place before they scroll into view. Where the
 * browser has no IntersectionObserver, they render at once.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const { lateSlotsAheadScreens } = useLobbyOptions();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${lateSlotsAheadScreens * 100}% 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, lateSlotsAheadScreens]);
  return near ? children : <div ref={place} className="lb-late-slot" data-late-slot="" />;
}

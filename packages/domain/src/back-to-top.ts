import { defaultLobbyOptions } from './options.ts';
/** Scroll events are settled this long before back-to-top is shown or hidden. */
export const BACK_TO_TOP_DEBOUNCE_MS: number = defaultLobbyOptions.backToTopDebounceMs;
/** Back-to-top appears once the page is scrolled beyond this many screen heights. */
export const BACK_TO_TOP_SCREENS: number = defaultLobbyOptions.backToTopScreens;

/** Whether back-to-top shows: the page is scrolled beyond two screen heights. */
export function backToTopVisible(scrollY: number, viewportHeight: number): boolean {
  if (!Number.isFinite(scrollY) || !Number.isFinite(viewportHeight) || viewportHeight <= 0) return false;
  return scrollY > BACK_TO_TOP_SCREENS * viewportHeight;
}

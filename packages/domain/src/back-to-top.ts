import type { LobbyOptions } from './options.ts';

/** Whether back-to-top shows: the page is scrolled beyond `backToTopScreens` screen heights. */
export function backToTopVisible(scrollY: number, viewportHeight: number, options: Pick<LobbyOptions, 'backToTopScreens'>): boolean {
  if (!Number.isFinite(scrollY) || !Number.isFinite(viewportHeight) || viewportHeight <= 0) return false;
  return scrollY > options.backToTopScreens * viewportHeight;
}

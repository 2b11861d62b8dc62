import { createContext } from 'react';
import type { RefObject } from 'react';

/**
 * The element a {@link GameGrid} scrolls in when it is not the window, e.g. the search modal's
 * results pane. Without a provider, grids virtualize against the window scroll.
 */
export const GridScrollerContext = createContext<RefObject<HTMLElement | null> | null>(null);

import { loadHomeRows } from '../features/lobby/home-page.tsx';
import { loadHeroSlot } from '../features/promos/promos-slots.tsx';

/**
 * The first screen's code beside the data layer: the home's rows and its hero. Start-up asks for
 * them at the first screen's turn (casino-core `startApp`), so that the home's first render finds
 * them in.
 */
export const FIRST_SCREEN_PARTS = [loadHomeRows, loadHeroSlot] as const;

import { MENU_TEXT_EN } from '@lobby/ui';

/** English texts of the small-screen menu, added when it first opens. */
export const EN_MENU = { ui: MENU_TEXT_EN } as const;

import menu from '@lobby/ui/locales/en/menu.json';

/** English texts of the small-screen menu, added when it first opens. */
export const EN_MENU = { menu } as const;

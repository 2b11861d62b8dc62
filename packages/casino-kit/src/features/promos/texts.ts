import promos from '@lobby/ui/locales/en/promos.json';

/** English texts of promotions, tournaments, winners and widgets, added when their chunk first loads. */
export const EN_PROMOS = { promos } as const;

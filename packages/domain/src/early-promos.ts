/**
 * The window property where index.html's starter leaves the home's promotions request, made with
 * the page for the language the player most likely gets (`{ url, body, response }`), for the app's
 * client to take instead of asking again.
 */
export const EARLY_PROMOS = '__lobbyEarlyPromos';

/**
 * The window property where index.html's starter leaves the hero banner it read from those
 * promotions (through the catalog worker, on a first visit): a promise of
 * `{ banner: { image, title } | null, heroPromoId }`. The page shows the banner in its loading
 * screen, and the app's hero slot shows it while its own promotions load.
 */
export const EARLY_HERO = '__lobbyEarlyHero';

/** The promo hero banner's picture size: 3:1, as the reference controller serves them (1200 x 400). */
export const HERO_PICTURE_SIZE = { width: 1200, height: 400 } as const;

/** The early banner's picture's element-timing name: start-up learns from it when that picture has painted. */
export const EARLY_HERO_TIMING = 'lobby-early-hero';

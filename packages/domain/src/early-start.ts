/**
 * The one window property where index.html's starter scripts (tooling/vite-preset `early-calls.ts`)
 * leave what they started before the app's code ran, for the app to take once (casino-core
 * `takeEarlyStart`). It is an object with up to three parts:
 * - `promos`: the home's promotions request, made with the page for the language the player most
 *   likely gets, as `{ url, body, response }`, for the app's client to take instead of asking again;
 * - `catalogWorker`: on a first visit of a build, the catalog worker, already fetching `getgames`;
 * - `hero`: a promise of `{ banner: { image, title } | null, heroPromoId }`, the home's hero banner
 *   that worker read from those promotions. The page shows it in its loading screen, and the app's
 *   hero slot shows it while its own promotions load.
 */
export const EARLY_START = '__lobbyEarly';

/** The names of the early start's parts (see `EARLY_START`). */
export const EARLY_START_PARTS = { promos: 'promos', catalogWorker: 'catalogWorker', hero: 'hero' } as const;

/** The promo hero banner's picture size: 3:1, as the reference controller serves them (1200 x 400). */
export const HERO_PICTURE_SIZE = { width: 1200, height: 400 } as const;

/** The early banner's picture's element-timing name: start-up learns from it when that picture has painted. */
export const EARLY_HERO_TIMING = 'lobby-early-hero';

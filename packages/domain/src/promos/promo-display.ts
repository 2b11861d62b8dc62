import type { CustomPromo, RegularPromo } from '../entities/promotions.ts';
import { safeReturnPath } from '../return-path.ts';

/** The lobby route a custom promo is matched against: the home page, or a list page's slug. */
export type LobbyRoute =
  | { readonly kind: 'home' }
  | { readonly kind: 'category' | 'subgroup' | 'theme'; readonly slug: string }
  | { readonly kind: 'other' };

/** Where custom promos are placed: a lobby page, or the promotions page. */
export type PromoPlace = { readonly kind: 'lobby'; readonly route: LobbyRoute } | { readonly kind: 'promotions' };

/** The `display_on.pages` value that puts a custom promo on every lobby page. */
export const LOBBY_PAGE = 'ucc_lobby';
/** The `display_on.pages` value that puts a custom promo on the promotions page. */
export const PROMOTIONS_PAGE = 'ucc_promotions';

const norm = (value: string) => value.trim().toLowerCase();
const lists = (values: readonly string[], wanted: string) => values.some((value) => norm(value) === norm(wanted));

/**
 * Whether a custom promo shows at `place`. Lobby: `display_on.pages` lists `ucc_lobby`, or the
 * list of the route's kind (categories, sub_groups, themes) names its slug. Promotions page: only
 * promos listing `ucc_promotions`.
 */
export function customPromoVisible(promo: CustomPromo, place: PromoPlace): boolean {
  const on = promo.display_on;
  if (place.kind === 'promotions') return lists(on.pages, PROMOTIONS_PAGE);
  if (lists(on.pages, LOBBY_PAGE)) return true;
  const route = place.route;
  if (route.kind === 'category') return lists(on.categories, route.slug);
  if (route.kind === 'subgroup') return lists(on.sub_groups, route.slug);
  if (route.kind === 'theme') return lists(on.themes, route.slug);
  return false;
}

/** The custom promos of `promos` that show at `place`, in server order. */
export function customPromosFor(promos: readonly CustomPromo[], place: PromoPlace): CustomPromo[] {
  return promos.filter((promo) => customPromoVisible(promo, place));
}

/** One cell of the two-column promotions grid. */
export type PromoGridCell =
  | { readonly kind: 'custom'; readonly promo: CustomPromo }
  | { readonly kind: 'regular'; readonly promo: RegularPromo }
  | { readonly kind: 'wildcard' };

/** Custom promos, then regular ones; a wildcard card fills the last row when the count is odd. */
export function promoGrid(custom: readonly CustomPromo[], regular: readonly RegularPromo[]): PromoGridCell[] {
  const cells: PromoGridCell[] = [
    ...custom.map((promo) => ({ kind: 'custom' as const, promo })),
    ...regular.map((promo) => ({ kind: 'regular' as const, promo })),
  ];
  if (cells.length % 2 === 1) cells.push({ kind: 'wildcard' });
  return cells;
}

/** The minimum deposit to show, or null: only an amount over 0 is shown. */
export function shownMinDeposit(amount: number | null): number | null {
  return amount !== null && Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** A link from the controller: http(s) or a same-origin path survive, anything else is null. */
export function safeLink(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const link = raw.trim();
  if (link === '') return null;
  // A host right after the scheme, and nothing a URL parser would strip or reinterpret.
  if (/^https?:\/\/[^/\\\s@]/i.test(link)) return /[\s\\]/.test(link) || hasControl(link) ? null : link;
  return link.startsWith('/') && safeReturnPath(link) === link ? link : null;
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether a promo's media is a video (an `.mp4` file, query and fragment ignored). */
export function isVideoMedia(url: string): boolean {
  return /\.mp4$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * The promo of the hero banner: the configured one when it is a regular promo with a picture,
 * else the first regular promo with a picture (a video or an unsafe link does not count).
 */
export function heroBannerPromo(promos: readonly RegularPromo[], configuredId?: string | null): RegularPromo | null {
  const pictured = promos.filter((promo) => {
    const image = safeLink(promo.image);
    return image !== null && !isVideoMedia(image);
  });
  if (configuredId) {
    const configured = pictured.find((promo) => promo.id === configuredId);
    if (configured) return configured;
  }
  return pictured[0] ?? null;
}

/** The hero banner's promo and the safe address of its picture, or null when no promo has one. */
export function heroBanner(promos: readonly RegularPromo[], configuredId?: string | null): { promo: RegularPromo; image: string } | null {
  const promo = heroBannerPromo(promos, configuredId);
  const image = safeLink(promo?.image);
  return promo && image ? { promo, image } : null;
}

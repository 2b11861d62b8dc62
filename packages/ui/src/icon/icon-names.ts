// The icon set's names, and what a configured name draws. The glyphs themselves are not code: they
// are one SVG sprite in the page (icon-glyphs.ts, put into index.html by the casinos' build), so
// the first screen's script carries names, not path data.

/** Every name the set draws directly, in the gallery's order. */
export const ICON_NAMES = [
  'home',
  'slots',
  'table-games',
  'cards',
  'dice',
  'live-dealer',
  'promotions',
  'trophy',
  'vip',
  'diamond',
  'star',
  'heart',
  'help',
  'info',
  'cashier',
  'coins',
  'inbox',
  'bell',
  'search',
  'menu',
  'close',
  'sun',
  'moon',
  'chevron',
  'chevron-left',
  'chevron-right',
  'user',
  'logout',
  'gift',
  'flame',
  'bolt',
  'clock',
  'grid',
  'layers',
  'ball',
  'globe',
  'refresh',
  'wifi-off',
  'alert',
  'check',
  'external',
  'chat',
  'sparkle',
  'share',
  'add-box',
] as const;

/** An icon name the set draws directly. */
export type IconName = (typeof ICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES);

/** Names the configuration may use for the same picture. */
const ALIASES: Record<string, IconName> = {
  casino: 'slots',
  'online-slots': 'slots',
  'all-games': 'grid',
  games: 'grid',
  lobby: 'home',
  table: 'table-games',
  roulette: 'table-games',
  blackjack: 'cards',
  poker: 'cards',
  'video-poker': 'cards',
  'specialty-games': 'dice',
  specialty: 'dice',
  'live-casino': 'live-dealer',
  live: 'live-dealer',
  promotion: 'promotions',
  promo: 'promotions',
  bonus: 'gift',
  tournaments: 'trophy',
  tournament: 'trophy',
  jackpot: 'coins',
  'jackpot-games': 'coins',
  'crypto-games': 'coins',
  loyalty: 'diamond',
  vipprogram: 'vip',
  crown: 'vip',
  support: 'chat',
  contact: 'chat',
  'live-chat': 'chat',
  faq: 'help',
  deposit: 'cashier',
  wallet: 'cashier',
  banking: 'cashier',
  messages: 'inbox',
  messagecenter: 'inbox',
  favorites: 'heart',
  favourites: 'heart',
  new: 'bolt',
  'new-games': 'bolt',
  popular: 'flame',
  hot: 'flame',
  recent: 'clock',
  providers: 'layers',
  sportsbook: 'ball',
  sports: 'ball',
  dailyfreespins: 'gift',
  signup: 'user',
  account: 'user',
  language: 'globe',
};

/** The drawn name for a configured icon name, or the generic sparkle when it is unknown. */
export function iconNameFor(name: string): IconName {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (KNOWN.has(key)) return key as IconName;
  // hasOwn keeps names like "constructor" from resolving to Object.prototype members.
  return (Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined) ?? 'sparkle';
}

/** The id of a drawn name's symbol in the page's sprite. */
export const iconSymbolId = (name: IconName): string => `lb-icon-${name}`;

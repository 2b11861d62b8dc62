import type { LanguageKey, NavItem } from '@lobby/domain';

type LabelKey =
  | 'home'
  | 'slots'
  | 'tableGames'
  | 'liveDealer'
  | 'jackpots'
  | 'promotions'
  | 'tournaments'
  | 'providers'
  | 'vip'
  | 'help'
  | 'favorites'
  | 'cashier'
  | 'random';

// Real translations: the lobby is judged in every language it ships.
const LABELS: Readonly<Record<LanguageKey, Readonly<Record<LabelKey, string>>>> = {
  EN: {
    home: 'Home',
    slots: 'Slots',
    tableGames: 'Table Games',
    liveDealer: 'Live Dealer',
    jackpots: 'Jackpots',
    promotions: 'Promotions',
    tournaments: 'Tournaments',
    providers: 'Providers',
    vip: 'VIP Club',
    help: 'Help Center',
    favorites: 'Favorites',
    cashier: 'Cashier',
    random: 'Random Game',
  },
  DE: {
    home: 'Startseite',
    slots: 'Spielautomaten',
    tableGames: 'Tischspiele',
    liveDealer: 'Live-Dealer',
    jackpots: 'Jackpots',
    promotions: 'Aktionen',
    tournaments: 'Turniere',
    providers: 'Anbieter',
    vip: 'VIP-Club',
    help: 'Hilfe-Center',
    favorites: 'Favoriten',
    cashier: 'Kasse',
    random: 'Zufallsspiel',
  },
  ES: {
    home: 'Inicio',
    slots: 'Tragamonedas',
    tableGames: 'Juegos de mesa',
    liveDealer: 'Crupier en vivo',
    jackpots: 'Botes',
    promotions: 'Promociones',
    tournaments: 'Torneos',
    providers: 'Proveedores',
    vip: 'Club VIP',
    help: 'Centro de ayuda',
    favorites: 'Favoritos',
    cashier: 'Cajero',
    random: 'Juego aleatorio',
  },
  FR: {
    home: 'Accueil',
    slots: 'Machines \u00e0 sous',
    tableGames: 'Jeux de table',
    liveDealer: 'Croupier en direct',
    jackpots: 'Jackpots',
    promotions: 'Promotions',
    tournaments: 'Tournois',
    providers: 'Fournisseurs',
    vip: 'Club VIP',
    help: "Centre d'aide",
    favorites: 'Favoris',
    cashier: 'Caisse',
    random: 'Jeu au hasard',
  },
};

const LANGUAGE_KEYS: readonly LanguageKey[] = ['EN', 'DE', 'ES', 'FR'];

/** What a casino's menus depend on. */
export interface MenuOptions {
  readonly isFusion: boolean;
  readonly livedealer: boolean;
  readonly tournaments: boolean;
  readonly vipPage: string | undefined;
  readonly cashierPage: string | undefined;
  /** Help site; the language code is appended (`.../en/`). */
  readonly helpUrl: string;
}

type Entry = readonly [id: string, label: LabelKey, action: string, icon: string, internal: boolean];

function sidebarEntries(o: MenuOptions, lang: string): Entry[] {
  const entries: (Entry | false)[] = [
    ['home', 'home', '/', 'home', true],
    ['slots', 'slots', '/category/online-slots', 'slots', true],
    ['table-games', 'tableGames', '/category/table-games', 'cards', true],
    o.livedealer && ['live-dealer', 'liveDealer', o.isFusion ? '/category/live-dealer' : '/live-dealer', 'dealer', true],
    ['jackpots', 'jackpots', '/jackpot-games', 'jackpot', true],
    o.isFusion && ['providers', 'providers', '/providers', 'studio', true],
    ['promotions', 'promotions', '/promotions', 'gift', true],
    o.tournaments && ['tournaments', 'tournaments', '/tournaments', 'trophy', true],
    ['random', 'random', '/random', 'dice', true],
    // Casino-hosted pages leave the app: a relative href keeps the session's origin.
    o.vipPage !== undefined && ['vip', 'vip', o.vipPage, 'crown', false],
    ['help', 'help', `${o.helpUrl}${lang}/`, 'help', false],
  ];
  return entries.filter((e): e is Entry => e !== false);
}

function launcherEntries(o: MenuOptions): Entry[] {
  const entries: (Entry | false)[] = [
    ['home', 'home', '/', 'home', true],
    ['slots', 'slots', '/category/online-slots', 'slots', true],
    ['favorites', 'favorites', '/favorites', 'heart', true],
    o.tournaments
      ? ['tournaments', 'tournaments', '/tournaments', 'trophy', true]
      : ['promotions', 'promotions', '/promotions', 'gift', true],
    o.cashierPage !== undefined && ['cashier', 'cashier', o.cashierPage, 'wallet', false],
  ];
  return entries.filter((e): e is Entry => e !== false);
}

function toItems(entries: readonly Entry[], lang: LanguageKey): NavItem[] {
  return entries.map(([id, label, action, icon, internal]) => ({ id, label: LABELS[lang][label], action, icon, ucc_internal: internal }));
}

/** Sidebar navigation per upper-case language. */
export function buildNavigation(o: MenuOptions): Record<LanguageKey, NavItem[]> {
  return Object.fromEntries(LANGUAGE_KEYS.map((k) => [k, toItems(sidebarEntries(o, k.toLowerCase()), k)])) as Record<
    LanguageKey,
    NavItem[]
  >;
}

/** Bottom launcher per upper-case language. */
export function buildLauncher(o: MenuOptions): Record<LanguageKey, NavItem[]> {
  return Object.fromEntries(LANGUAGE_KEYS.map((k) => [k, toItems(launcherEntries(o), k)])) as Record<LanguageKey, NavItem[]>;
}

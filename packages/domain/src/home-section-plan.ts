// The home's sections as the configuration plans them: ids, order, looks, and the rows shown before
// the catalog. Small on purpose: the first paint needs it, and buildHomeSections (home-sections.ts)
// with everything it reads loads later.
import type { CasinoConfig } from './entities/config.ts';
import type { Game, Taxon } from './entities/catalog.ts';
import type { LobbyOptions } from './options.ts';
import type { RandomSource } from './random-sample.ts';
import type { RecentGame } from './recent-games.ts';
import type { TaxonCount } from './taxon-counts.ts';
import type { Variant } from './variant.ts';

/** The home sections in their default order. */
export const HOME_SECTION_IDS = [
  'keepplaying',
  'newgames',
  'popular',
  'tournaments',
  'jackpots',
  'providers',
  'gameofthemonth',
  'themes',
  'topslots',
  'classicgames',
  'highvolatility',
  'promotions',
  'winners',
] as const;
/** One home section. */
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];
/** How a section lays out its cards. */
export type HomeLayout = 'vertical' | 'vertical_big' | 'featured' | 'default';

export type GameSectionId = 'keepplaying' | 'newgames' | 'popular' | 'jackpots' | 'topslots' | 'classicgames' | 'highvolatility';
export type TaxaSectionId = 'providers' | 'themes';
export type SlotSectionId = Exclude<HomeSectionId, GameSectionId | TaxaSectionId>;

export interface SectionLook {
  readonly layout: HomeLayout;
  /** The View All link: every section has one, to the page that lists its whole set. */
  readonly viewAllPath: string;
}

/**
 * Layout and View All link of each section. Big, picture-led content (tournaments, game of the
 * month, promotions) is featured; jackpots and top slots get big vertical cards; new games and
 * high volatility vertical cards; the rest default cards. Keep playing leads to the recently played
 * page (the same recent games, all `recentGamesMax` of them), winners to the winners page (every row
 * of the answer). Game of the month names one game, not a set: its View All leads to every game
 * (docs/decisions/114-view-all-of-every-home-section.md).
 */
export const HOME_SECTION_LOOKS = {
  keepplaying: { layout: 'default', viewAllPath: '/recently-played' },
  newgames: { layout: 'vertical', viewAllPath: '/all-games?sort=newest' },
  popular: { layout: 'default', viewAllPath: '/all-games' },
  tournaments: { layout: 'featured', viewAllPath: '/tournaments' },
  jackpots: { layout: 'vertical_big', viewAllPath: '/jackpot-games' },
  providers: { layout: 'default', viewAllPath: '/providers' },
  gameofthemonth: { layout: 'featured', viewAllPath: '/all-games' },
  themes: { layout: 'default', viewAllPath: '/themes' },
  topslots: { layout: 'vertical_big', viewAllPath: '/subgroup/topslots' },
  classicgames: { layout: 'default', viewAllPath: '/subgroup/classicgames' },
  highvolatility: { layout: 'vertical', viewAllPath: '/subgroup/highvolatility' },
  promotions: { layout: 'featured', viewAllPath: '/promotions' },
  winners: { layout: 'default', viewAllPath: '/winners' },
} as const satisfies Record<HomeSectionId, SectionLook>;

/** A home section: a row of games, a row of taxa with game counts, or a slot the app fills itself. */
export type HomeSection<G> =
  | (SectionLook & { readonly kind: 'games'; readonly id: GameSectionId; readonly games: readonly G[] })
  | (SectionLook & { readonly kind: 'taxa'; readonly id: TaxaSectionId; readonly taxa: readonly TaxonCount[] })
  | (SectionLook & { readonly kind: 'slot'; readonly id: SlotSectionId });

/** The options the home's game rows read: how many games each holds. */
export type HomeSectionOptions = Pick<
  LobbyOptions,
  'homeSectionSize' | 'newGamesHomeCount' | 'randomSampleSize' | 'topJackpotsCount' | 'recentGamesMax'
>;

/** Everything the home page is built from. */
export interface HomeSectionsInput<G extends Game> {
  /** The catalog; visibility rules are applied here. */
  readonly games: readonly G[];
  readonly providers: readonly Taxon[];
  readonly themes: readonly Taxon[];
  /** Recently played games, most recent first (session list or the `keepplaying` answer). */
  readonly recent: readonly RecentGame[];
  readonly variant: Pick<Variant, 'guestsSeeSynthetic' | 'providerPages'>;
  readonly isGuest: boolean;
  readonly config: Pick<CasinoConfig, 'home_sections' | 'tournaments'>;
  readonly nowMs: number;
  readonly random: RandomSource;
  readonly options: HomeSectionOptions;
}

/** The section order: the configured ids (unknown ones and repeats ignored), or the default order when none is known. */
export function homeSectionOrder(configured: readonly string[] | null | undefined): HomeSectionId[] {
  const known = new Set<string>(HOME_SECTION_IDS);
  const order = [...new Set(configured ?? [])].filter((id): id is HomeSectionId => known.has(id));
  return order.length > 0 ? order : [...HOME_SECTION_IDS];
}

/**
 * The home's sections before the catalog is known, from the configuration alone: game rows come
 * with no games (placeholders of their final size), slots as they are, and the rows the catalog may
 * leave out (keep playing without recent games, providers where no page lists them) are left out.
 */
export function pendingHomeSections(input: Pick<HomeSectionsInput<Game>, 'recent' | 'variant' | 'config'>): HomeSection<never>[] {
  const sections: HomeSection<never>[] = [];
  for (const id of homeSectionOrder(input.config.home_sections)) {
    const look: SectionLook = HOME_SECTION_LOOKS[id];
    switch (id) {
      case 'tournaments':
        if (input.config.tournaments) sections.push({ ...look, kind: 'slot', id });
        break;
      case 'gameofthemonth':
      case 'promotions':
      case 'winners':
        sections.push({ ...look, kind: 'slot', id });
        break;
      case 'providers':
      case 'themes':
        if (id === 'themes' || input.variant.providerPages) sections.push({ ...look, kind: 'taxa', id, taxa: [] });
        break;
      case 'keepplaying':
        if (input.recent.length > 0) sections.push({ ...look, kind: 'games', id, games: [] });
        break;
      default:
        sections.push({ ...look, kind: 'games', id, games: [] });
    }
  }
  return sections;
}

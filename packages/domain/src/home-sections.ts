import type { CasinoConfig } from './entities/config.ts';
import type { Game, Taxon } from './entities/catalog.ts';
import { topJackpotGames } from './jackpots.ts';
import { NEW_GAMES_HOME_COUNT, newestGames, released } from './new-games.ts';
import { RANDOM_SAMPLE_SIZE, type RandomSource, randomSample } from './random-sample.ts';
import { type RecentGame, RECENT_GAMES_MAX, resolveRecentGames } from './recent-games.ts';
import { type TaxonCount, taxaWithCounts } from './taxon-counts.ts';
import type { Variant } from './variant.ts';
import { visibleGames } from './visibility.ts';
import { defaultLobbyOptions } from './options.ts';

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
/** Game rows on the home page hold at most this many games (keep playing holds RECENT_GAMES_MAX). */
export const HOME_SECTION_SIZE: number = defaultLobbyOptions.homeSectionSize;

type GameSectionId = 'keepplaying' | 'newgames' | 'popular' | 'jackpots' | 'topslots' | 'classicgames' | 'highvolatility';
type TaxaSectionId = 'providers' | 'themes';
type SlotSectionId = Exclude<HomeSectionId, GameSectionId | TaxaSectionId>;

interface SectionLook {
  readonly layout: HomeLayout;
  /** The View All link, or null where no page lists the whole set. */
  readonly viewAllPath: string | null;
}

/**
 * Layout and View All link of each section. Big, picture-led content (tournaments, game of the
 * month, promotions) is featured; jackpots and top slots get big vertical cards; new games and
 * high volatility vertical cards; the rest default cards. Recent games, themes, game of the month
 * and winners have no list page, so no View All link.
 */
export const HOME_SECTION_LOOKS = {
  keepplaying: { layout: 'default', viewAllPath: null },
  newgames: { layout: 'vertical', viewAllPath: '/all-games?sort=newest' },
  popular: { layout: 'default', viewAllPath: '/all-games' },
  tournaments: { layout: 'featured', viewAllPath: '/tournaments' },
  jackpots: { layout: 'vertical_big', viewAllPath: '/jackpot-games' },
  providers: { layout: 'default', viewAllPath: '/providers' },
  gameofthemonth: { layout: 'featured', viewAllPath: null },
  themes: { layout: 'default', viewAllPath: '/themes' },
  topslots: { layout: 'vertical_big', viewAllPath: '/subgroup/topslots' },
  classicgames: { layout: 'default', viewAllPath: '/subgroup/classicgames' },
  highvolatility: { layout: 'vertical', viewAllPath: '/subgroup/highvolatility' },
  promotions: { layout: 'featured', viewAllPath: '/promotions' },
  winners: { layout: 'default', viewAllPath: null },
} as const satisfies Record<HomeSectionId, SectionLook>;

/** A home section: a row of games, a row of taxa with game counts, or a slot the app fills itself. */
export type HomeSection<G> =
  | (SectionLook & { readonly kind: 'games'; readonly id: GameSectionId; readonly games: readonly G[] })
  | (SectionLook & { readonly kind: 'taxa'; readonly id: TaxaSectionId; readonly taxa: readonly TaxonCount[] })
  | (SectionLook & { readonly kind: 'slot'; readonly id: SlotSectionId });

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

function inSubGroup<G extends Game>(games: readonly G[], id: string): G[] {
  return games.filter((game) => game.sub_groups.includes(id));
}

/** popular: the `popular` sub-group (catalog order) when the catalog has one, else a random sample. */
function popularGames<G extends Game>(games: readonly G[], random: RandomSource): readonly G[] {
  const curated = inSubGroup(games, 'popular');
  return curated.length > 0 ? curated.slice(0, HOME_SECTION_SIZE) : randomSample(games, RANDOM_SAMPLE_SIZE, random);
}

function sectionGames<G extends Game>(id: GameSectionId, games: readonly G[], input: HomeSectionsInput<G>): readonly G[] {
  switch (id) {
    case 'keepplaying':
      return input.isGuest ? [] : resolveRecentGames(input.recent, games).slice(0, RECENT_GAMES_MAX);
    case 'newgames':
      return newestGames(released(games), NEW_GAMES_HOME_COUNT);
    case 'popular':
      return popularGames(games, input.random);
    case 'jackpots':
      return topJackpotGames(games, HOME_SECTION_SIZE, input.nowMs);
    default:
      return inSubGroup(games, id).slice(0, HOME_SECTION_SIZE);
  }
}

function buildSection<G extends Game>(id: HomeSectionId, games: readonly G[], input: HomeSectionsInput<G>): HomeSection<G> | null {
  const look: SectionLook = HOME_SECTION_LOOKS[id];
  switch (id) {
    case 'tournaments':
      return input.config.tournaments ? { ...look, kind: 'slot', id } : null;
    case 'gameofthemonth':
    case 'promotions':
    case 'winners':
      return { ...look, kind: 'slot', id };
    case 'providers':
    case 'themes': {
      if (id === 'providers' && !input.variant.providerPages) return null;
      const taxa = taxaWithCounts(games, id === 'providers' ? input.providers : input.themes, id === 'providers' ? 'provider' : 'themes');
      return taxa.length > 0 ? { ...look, kind: 'taxa', id, taxa } : null;
    }
    default: {
      const picked = sectionGames(id, games, input);
      return picked.length > 0 ? { ...look, kind: 'games', id, games: picked } : null;
    }
  }
}

/**
 * The home page's sections, in the configured order (default order unless `home_sections` names
 * known ids; sections it leaves out are not shown). Game rows come from the visible catalog and are
 * left out when empty: newgames = the 10 newest released games; popular = see popularGames; jackpots
 * = top 10 by effective jackpot; topslots, classicgames, highvolatility = the games of that sub-group;
 * keepplaying = the recent games still in the catalog, players only. providers (only where the
 * variant has provider pages) and themes list taxa with their visible game counts. tournaments
 * (when enabled), gameofthemonth, promotions and winners are slots for the app to fill.
 */
export function buildHomeSections<G extends Game>(input: HomeSectionsInput<G>): HomeSection<G>[] {
  const games = visibleGames(input.games, { variant: input.variant, isGuest: input.isGuest });
  const sections: HomeSection<G>[] = [];
  for (const id of homeSectionOrder(input.config.home_sections)) {
    const section = buildSection(id, games, input);
    if (section) sections.push(section);
  }
  return sections;
}

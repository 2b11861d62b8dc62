import { CATALOG_ANCHOR } from './dates.ts';
import type { FixtureGame } from './fixture-types.ts';
import { FUSION_FIXTURES, SINGLE_FIXTURES } from './fixtures.ts';
import { THRESHOLD_PROVIDERS } from './lobby-fixtures.ts';
import {
  CATEGORIES,
  FUSION_PROVIDERS,
  SINGLE_PROVIDER,
  SINGLE_PROVIDER_CATEGORIES,
  SPORTSBOOK_PROVIDER_SEED,
  type TaxonSeed,
} from './taxonomy.ts';

/** Everything that shapes one casino's generated catalog. */
export interface CatalogPlan {
  /** Seed string: equal plans give equal catalogs. */
  readonly seed: string;
  readonly anchor: string;
  readonly gameCount: number;
  readonly providers: readonly TaxonSeed[];
  /** Provider shortnames allowed per category, most prolific first; `default` for the rest. */
  readonly providerPools: Readonly<Record<string, readonly string[]>>;
  readonly categories: readonly TaxonSeed[];
  readonly categoryWeights: Readonly<Record<string, number>>;
  /** Share of slots that are synthetic. */
  readonly synthRate: number;
  /** Share of slots with a jackpot. */
  readonly jackpotRate: number;
  readonly fixtures: readonly FixtureGame[];
}

/** Default size of the multi-provider catalog. */
export const DEFAULT_FUSION_GAMES = 2000;
/** Default size of the single-provider catalog. */
export const DEFAULT_SINGLE_GAMES = 400;
/** Largest catalog a seed accepts; the UI is tested at 20,000. */
export const MAX_SEED_GAMES = 50_000;

const LIVE_STUDIOS = ['black-pearl-live', 'crown-table-live'];
const CRYPTO_STUDIOS = ['satoshi-spin'];

function clampCount(count: number, fixtures: number): number {
  if (!Number.isInteger(count) || count < 1) throw new Error(`game count must be a positive integer, got ${count}`);
  return Math.min(Math.max(count, fixtures), MAX_SEED_GAMES);
}

/** The multi-provider catalog: 35 studios plus the sportsbook placeholder, mostly slots. */
export function fusionPlan(gameCount: number = DEFAULT_FUSION_GAMES): CatalogPlan {
  const studios = FUSION_PROVIDERS.map((p) => p.shortname);
  const general = studios.filter((s) => !LIVE_STUDIOS.includes(s) && !CRYPTO_STUDIOS.includes(s));
  return {
    seed: 'fusion-catalog-v1',
    anchor: CATALOG_ANCHOR,
    gameCount: clampCount(gameCount, FUSION_FIXTURES.length),
    // The threshold studios come last and stay out of the pools: only their fixtures carry them.
    providers: [...FUSION_PROVIDERS, SPORTSBOOK_PROVIDER_SEED, ...THRESHOLD_PROVIDERS],
    providerPools: {
      'live-dealer': [...LIVE_STUDIOS, 'bluefire-interactive', 'stormborn-play'],
      'live-casino': [...LIVE_STUDIOS, 'velvet-rope-gaming'],
      'crypto-games': [...CRYPTO_STUDIOS, 'orbit-eight', 'rocket-fox-games'],
      default: general,
    },
    categories: CATEGORIES,
    categoryWeights: {
      'online-slots': 78,
      'table-games': 7,
      'video-poker': 3,
      'specialty-games': 4,
      'live-dealer': 4,
      'live-casino': 2,
      'crypto-games': 2,
    },
    synthRate: 0.03,
    jackpotRate: 0.1,
    fixtures: FUSION_FIXTURES,
  };
}

/** The slot-focused catalog of one studio; `withSportsbook` adds the sportsbook placeholder. */
export function singleProviderPlan(gameCount: number = DEFAULT_SINGLE_GAMES, withSportsbook = false): CatalogPlan {
  const fixtures: FixtureGame[] = [...SINGLE_FIXTURES];
  if (withSportsbook) {
    fixtures.unshift({
      name: 'Sportsbook',
      shortname: 'sportsbook',
      provider: SPORTSBOOK_PROVIDER_SEED.shortname,
      category: 'specialty-games',
      themes: ['sports'],
      released: -900,
    });
  }
  return {
    seed: withSportsbook ? 'sportsbook-catalog-v1' : 'single-provider-catalog-v1',
    anchor: CATALOG_ANCHOR,
    gameCount: clampCount(gameCount, fixtures.length),
    providers: withSportsbook ? [SINGLE_PROVIDER, SPORTSBOOK_PROVIDER_SEED] : [SINGLE_PROVIDER],
    providerPools: { default: [SINGLE_PROVIDER.shortname] },
    categories: CATEGORIES.filter((c) => SINGLE_PROVIDER_CATEGORIES.includes(c.shortname)),
    categoryWeights: { 'online-slots': 82, 'table-games': 7, 'video-poker': 5, 'specialty-games': 6 },
    synthRate: 0.03,
    jackpotRate: 0.09,
    fixtures,
  };
}

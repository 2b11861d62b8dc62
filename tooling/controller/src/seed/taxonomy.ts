import { SPORTSBOOK_PROVIDER } from '@lobby/domain';

/** A catalog taxon before ids are assigned: display name and url slug. */
export interface TaxonSeed {
  readonly name: string;
  readonly shortname: string;
}

/** Turns a display name into a url slug (`Dragon's Fortune` -> `dragons-fortune`). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function taxa(names: readonly string[]): TaxonSeed[] {
  return names.map((name) => ({ name, shortname: slugify(name) }));
}

/** The sportsbook placeholder provider; the lobby hides it, the sportsbook page launches its one game. */
export const SPORTSBOOK_PROVIDER_SEED: TaxonSeed = { name: 'First Sportsbook', shortname: SPORTSBOOK_PROVIDER };

// Invented studio names: plausible, and none of them a real company's mark.
/** Providers of the multi-provider (fusion) catalog, sportsbook placeholder excluded. */
export const FUSION_PROVIDERS: readonly TaxonSeed[] = taxa([
  'Redstone Gaming',
  'Nova Reels',
  'Lucky Anchor Studios',
  'Bluefire Interactive',
  'Golden Hive Games',
  'Pixel Pharaoh',
  'Thunderclap Studios',
  'Velvet Rope Gaming',
  'Northern Lights Play',
  'Ironbark Games',
  'Cobalt Spin',
  'Saffron Slots',
  'Midnight Owl Gaming',
  'Crystal Peak Studios',
  'Orbit Eight',
  'Wildcard Works',
  'Jade Lantern Games',
  'Copperpot Gaming',
  'Silverline Interactive',
  'Blue Marlin Studios',
  'Rocket Fox Games',
  'Emberlight Gaming',
  'Stormborn Play',
  'Tidewater Games',
  'Quartz & Co. Gaming',
  'Paper Crane Studios',
  'Highroller Labs',
  'Sunset Boulevard Games',
  'Maple Leaf Interactive',
  'Cascade Gaming Group',
  'Black Pearl Live',
  'Crown Table Live',
  'Satoshi Spin',
]);

/** The one studio behind the single-provider catalog. */
export const SINGLE_PROVIDER: TaxonSeed = { name: 'Golden Reels Studios', shortname: 'golden-reels-studios' };

/** The product's ~50 theme slugs. */
export const THEMES: readonly TaxonSeed[] = taxa([
  'Animals',
  'Asian',
  'Pirates',
  'Wild West',
  'Egyptian',
  'Fruits',
  'Adventure',
  'Ancient Greece',
  'Aztec',
  'Irish',
  'Vikings',
  'Dragons',
  'Fantasy',
  'Mythology',
  'Space',
  'Underwater',
  'Jungle',
  'Safari',
  'Gems',
  'Gold',
  'Candy',
  'Christmas',
  'Halloween',
  'Horror',
  'Magic',
  'Classic',
  'Sevens',
  'Music',
  'Movies',
  'Sports',
  'Cars',
  'Food',
  'Fairy Tale',
  'Medieval',
  'Romance',
  'Luxury',
  'Mystery',
  'Steampunk',
  'Superheroes',
  'Zombies',
  'Farm',
  'Fishing',
  'Circus',
  'Mexican',
  'Winter',
  'Easter',
  'Rome',
  'Treasure',
  'Gods',
  'Neon',
]);

/** Game features a filter can select. */
export const FEATURES: readonly TaxonSeed[] = taxa([
  'Free Spins',
  'Bonus Buy',
  'Megaways',
  'Cascading Reels',
  'Expanding Wilds',
  'Sticky Wilds',
  'Multipliers',
  'Hold and Win',
  'Pick Bonus',
  'Cluster Pays',
  'Progressive Jackpot',
  'Respins',
  'Walking Wilds',
  'Gamble Feature',
  'Infinity Reels',
  'Mystery Symbols',
  'Split Symbols',
  'Both Ways',
  '243 Ways',
  'Wheel Bonus',
]);

/** The eight category shortnames of the product, in menu order. */
export const CATEGORIES: readonly TaxonSeed[] = [
  { name: 'Online Slots', shortname: 'online-slots' },
  { name: 'Table Games', shortname: 'table-games' },
  { name: 'Video Poker', shortname: 'video-poker' },
  { name: 'Specialty Games', shortname: 'specialty-games' },
  { name: 'Live Dealer', shortname: 'live-dealer' },
  { name: 'Live Casino', shortname: 'live-casino' },
  { name: 'All Games', shortname: 'all-games' },
  { name: 'Crypto Games', shortname: 'crypto-games' },
];

/** Categories of the slot-focused single-provider casino. */
export const SINGLE_PROVIDER_CATEGORIES: readonly string[] = ['online-slots', 'table-games', 'video-poker', 'specialty-games'];

/** Curated lists a home section or `/subgroup/{name}` shows. */
export const SUB_GROUPS: readonly TaxonSeed[] = [
  { name: 'Top Slots', shortname: 'topslots' },
  { name: 'Classic Games', shortname: 'classicgames' },
  { name: 'High Volatility', shortname: 'highvolatility' },
  { name: 'Game of the Month', shortname: 'gameofthemonth' },
  { name: 'Popular', shortname: 'popular' },
];

import type { FixtureGame } from './fixture-types.ts';
import type { TaxonSeed } from './taxonomy.ts';

/** Weekly multipliers on some days only: a clock set to a Monday shows one active and one not. */
export const WEEKDAY_JACKPOT_FIXTURES: readonly FixtureGame[] = [
  { name: 'Midweek Multiplier Mania', themes: ['gold', 'classic'], released: -130, jackpot: 36_500, multiplier: 'weeklyMondayWednesday' },
  { name: 'Sunday Funday Jackpot', themes: ['music', 'candy'], released: -170, jackpot: 27_150.5, multiplier: 'weeklySunday' },
];

/**
 * Two studios outside every generation pool, so their game counts never depend on the catalog size:
 * 21 games (just over the lobby's "filters above 20" threshold) and 20 (exactly at it).
 */
export const THRESHOLD_PROVIDERS: readonly TaxonSeed[] = [
  { name: 'Harborlight Games', shortname: 'harborlight-games' },
  { name: 'Quillfeather Studios', shortname: 'quillfeather-studios' },
];

const HARBORLIGHT_TITLES = [
  'Lantern Bay',
  'Tidal Treasure',
  'Foghorn Fortune',
  'Beacon Bonanza',
  'Anchor Aces',
  'Saltwater Sevens',
  'Lighthouse Loot',
  'Pier Pressure',
  'Gull Gold',
  'Driftwood Dollars',
  'Harbor Haul',
  'Keel Keeper',
  'Mariner Millions',
  'Buoy Bounty',
  'Compass Cash',
  'Starboard Spins',
  'Port of Plenty',
  'Shipwreck Shine',
  'Coral Cove Coins',
  'Seafarer Stacks',
  'Nautical Nuggets',
];

const QUILLFEATHER_TITLES = [
  'Inkwell Riches',
  'Parchment Prizes',
  'Scribe Spins',
  'Quill Quest',
  'Sealing Wax Wins',
  'Library Legends',
  'Margin Millions',
  'Fable Fortune',
  'Storybook Stacks',
  'Chapter Cash',
  'Bookmark Bonanza',
  'Calligraphy Coins',
  'Manuscript Magic',
  "Poet's Pot",
  'Sonnet Sevens',
  'Verse Vault',
  'Epilogue Gold',
  'Folio Fortune',
  'Rhyme Reels',
  'Lexicon Loot',
];

// Plain open slots (no lock, jackpot, synth or pre-release), released long ago so "new games" stay
// the release fixtures; rotating themes give the provider page's filters more than one option.
function plainSlots(titles: readonly string[], provider: string, themes: readonly (readonly string[])[]): FixtureGame[] {
  return titles.map((name, i) => ({ name, provider, themes: themes[i % themes.length] ?? [], released: -100 - i * 37 }));
}

/** The 21 Harborlight and 20 Quillfeather games. */
export const THRESHOLD_PROVIDER_FIXTURES: readonly FixtureGame[] = [
  ...plainSlots(HARBORLIGHT_TITLES, 'harborlight-games', [['underwater', 'treasure'], ['fishing'], ['pirates', 'gold']]),
  ...plainSlots(QUILLFEATHER_TITLES, 'quillfeather-studios', [['fairy-tale', 'magic'], ['mystery'], ['medieval', 'fantasy']]),
];

/**
 * Words no other name contains: "zephyr" finds 7 games (search filters show above 6 results),
 * "quokka" finds 6 (no filters). Several providers and themes give each filter two options or more.
 */
export const SEARCH_WORD_FIXTURES: readonly FixtureGame[] = [
  { name: 'Zephyr Winds', provider: 'redstone-gaming', themes: ['fantasy'], features: ['free-spins'], released: -140 },
  { name: 'Zephyr Queen', provider: 'nova-reels', themes: ['mythology', 'gods'], features: ['multipliers'], released: -260 },
  { name: 'Golden Zephyr', provider: 'cobalt-spin', themes: ['gold'], features: ['free-spins', 'respins'], released: -380 },
  { name: 'Zephyr Dragon Gems', provider: 'redstone-gaming', themes: ['dragons', 'gems'], features: ['megaways'], released: -500 },
  { name: 'Zephyr Jungle Drums', provider: 'saffron-slots', themes: ['jungle'], features: ['hold-and-win'], released: -620 },
  { name: 'Spirit of the Zephyr', provider: 'nova-reels', themes: ['fantasy', 'magic'], features: ['sticky-wilds'], released: -740 },
  { name: 'Zephyr Express', provider: 'cobalt-spin', themes: ['adventure'], features: ['cascading-reels'], released: -860 },
  { name: 'Quokka Quest', provider: 'ironbark-games', themes: ['animals', 'adventure'], features: ['free-spins'], released: -150 },
  { name: 'Happy Quokka', provider: 'tidewater-games', themes: ['animals'], features: ['multipliers'], released: -290 },
  { name: 'Quokka Island', provider: 'ironbark-games', themes: ['animals', 'treasure'], features: ['pick-bonus'], released: -430 },
  { name: 'Quokka Cash', provider: 'maple-leaf-interactive', themes: ['animals', 'gold'], features: ['hold-and-win'], released: -570 },
  { name: 'Lucky Quokka', provider: 'tidewater-games', themes: ['animals', 'irish'], features: ['respins'], released: -710 },
  { name: 'Quokka Carnival', provider: 'ironbark-games', themes: ['animals', 'circus'], features: ['wheel-bonus'], released: -850 },
];

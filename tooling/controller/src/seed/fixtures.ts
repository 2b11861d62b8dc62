import type { FixtureGame } from './fixture-types.ts';
import { SEARCH_WORD_FIXTURES, THRESHOLD_PROVIDER_FIXTURES, WEEKDAY_JACKPOT_FIXTURES } from './lobby-fixtures.ts';
import { FUSION_PLAY_FIXTURES, MULTI_PROVIDER_FIXTURES, PLAY_FIXTURES } from './play-fixtures.ts';

const LONG_NAME =
  'The Extraordinarily Magnificent Voyage of Captain Goldbeard and the Seven Cursed Treasures of the Forgotten Emerald Isles';

/** Jackpot games with one of every multiplier schedule kind. */
const JACKPOT_FIXTURES: readonly FixtureGame[] = [
  { name: 'Million Dollar Pharaoh', themes: ['egyptian', 'gold'], released: -400, jackpot: 1_254_300.75, multiplier: 'oneTimeActive' },
  { name: 'Jackpot Jubilee', themes: ['classic', 'sevens'], released: -1500, jackpot: 48_210.1, multiplier: 'oneTimeExpired' },
  { name: 'Treasure Vault Royale', themes: ['treasure', 'luxury'], released: -220, jackpot: 310_000, multiplier: 'oneTimeUpcoming' },
  { name: 'Evening Gold Rush', themes: ['wild-west', 'gold'], released: -90, jackpot: 22_450.5, multiplier: 'dailyEvening' },
  { name: 'Around the Clock Riches', themes: ['luxury'], released: -700, jackpot: 9_870.25, multiplier: 'dailyAllDay' },
  { name: 'Midnight Express Jackpot', themes: ['neon', 'music'], released: -35, jackpot: 67_800, multiplier: 'dailyOvernight' },
  { name: 'Seven Days of Fortune', themes: ['sevens', 'classic'], released: -260, jackpot: 145_900.4, multiplier: 'weeklyEveryDay' },
  { name: 'Weekend Jackpot Party', themes: ['music', 'neon'], released: -180, jackpot: 18_300, multiplier: 'weeklyWeekend' },
  { name: 'Workday Wins Jackpot', themes: ['gold'], released: -510, jackpot: 5_420.9, multiplier: 'weeklyWorkdays' },
  { name: 'Phantom Jackpot', themes: ['horror', 'mystery'], released: -320, jackpot: 88_000, multiplier: 'weeklyNever' },
  { name: 'Golden Goose Jackpot', themes: ['farm', 'gold'], released: -1100, jackpot: 402_100.6, multiplier: 'alwaysMultiplier' },
  { name: 'Bonus Boost Bonanza', themes: ['candy'], released: -60, jackpot: 12_750, multiplier: 'alwaysBoosted' },
];

/** One locked game per lock kind. */
const LOCK_FIXTURES: readonly FixtureGame[] = [
  { name: 'VIP Diamond Lounge', themes: ['luxury', 'gems'], released: -150, lock: 'player_class' },
  { name: "Founders' Preview", themes: ['adventure'], released: -5, lock: 'signup' },
  { name: 'Deposit Dash Deluxe', themes: ['cars', 'neon'], released: -75, lock: 'deposit' },
];

/** Names that stress layout, text direction, escaping and search. */
const EDGE_FIXTURES: readonly FixtureGame[] = [
  { name: LONG_NAME, shortname: 'captain-goldbeard-voyage', themes: ['pirates', 'treasure'], released: -240 },
  { name: '\u{1F352} Cherry Blast 777 \u{1F525}', shortname: 'cherry-blast-777', themes: ['fruits', 'sevens'], released: -410 },
  {
    name: '\u0643\u0646\u0632 \u0627\u0644\u0641\u0631\u0639\u0648\u0646 \u0627\u0644\u0630\u0647\u0628\u064a',
    shortname: 'pharaohs-golden-treasure-ar',
    themes: ['egyptian'],
    released: -600,
  },
  {
    name: '\u05de\u05dc\u05da \u05d4\u05d9\u05d4\u05dc\u05d5\u05de\u05d9\u05dd',
    shortname: 'king-of-diamonds-he',
    themes: ['gems'],
    released: -630,
  },
  { name: 'Se\u00f1or Pi\u00f1ata Fiesta', themes: ['mexican', 'food'], released: -330 },
  { name: 'Sm\u00f6rg\u00e5sbord Spins', themes: ['food', 'vikings'], released: -800 },
  { name: '\u0130stanbul Nights', themes: ['romance', 'mystery'], released: -520 },
  { name: 'Wild Symbols <Unleashed> & "Friends"', shortname: 'wild-symbols-unleashed', themes: ['animals'], released: -270 },
  { name: 'Cash Reels+ (x100)', shortname: 'cash-reels-x100', themes: ['classic'], released: -940 },
  { name: 'Phantom Reels', themes: ['horror'], released: -380, artMissing: true },
  { name: 'Starlight Sirens', display_name: '', themes: ['underwater', 'space'], released: -450 },
  { name: 'Buffalo Stampede 94', display_name: 'Buffalo Stampede', themes: ['animals', 'wild-west'], released: -1200 },
];

/** Recent and upcoming releases, so "new games" and pre-release badges have something to show. */
const RELEASE_FIXTURES: readonly FixtureGame[] = [
  {
    name: "Dragon's Fortune Deluxe",
    themes: ['dragons', 'asian'],
    features: ['free-spins', 'multipliers'],
    released: -27,
    jackpot: 125_000.5,
    multiplier: 'weeklyEveryDay',
    sub_groups: ['gameofthemonth', 'topslots', 'popular'],
  },
  {
    name: 'Wild West Gold Rush',
    themes: ['wild-west', 'gold'],
    features: ['hold-and-win', 'free-spins'],
    released: -3,
    sub_groups: ['topslots'],
  },
  { name: 'Neon Nights Megaways', themes: ['neon', 'music'], features: ['megaways', 'cascading-reels'], released: -1 },
  { name: "Pharaoh's Gold Hold and Win", themes: ['egyptian', 'gold'], features: ['hold-and-win'], released: -6 },
  { name: 'Frozen Viking Saga', themes: ['vikings', 'winter'], features: ['free-spins', 'sticky-wilds'], released: -12 },
  { name: 'Candy Cascade Party', themes: ['candy'], features: ['cascading-reels', 'cluster-pays'], released: -20 },
  { name: 'Cosmic Kraken', themes: ['space', 'underwater'], features: ['bonus-buy'], released: 10, pre_release: true },
  { name: 'Midnight Carnival', themes: ['circus', 'halloween'], features: ['free-spins'], released: 25, pre_release: true },
];

/** Fixtures of the multi-provider casino. */
export const FUSION_FIXTURES: readonly FixtureGame[] = [
  {
    name: 'Sportsbook',
    shortname: 'sportsbook',
    provider: 'first-sportsbook',
    category: 'specialty-games',
    themes: ['sports'],
    released: -900,
  },
  ...RELEASE_FIXTURES,
  ...JACKPOT_FIXTURES,
  ...LOCK_FIXTURES,
  ...EDGE_FIXTURES,
  // The same title from three studios: the launcher's provider chooser needs it.
  { name: 'Classic Blackjack', provider: 'redstone-gaming', category: 'table-games', themes: ['classic'], released: -1300 },
  { name: 'Classic Blackjack', provider: 'nova-reels', category: 'table-games', themes: ['classic'], released: -1000 },
  { name: 'Classic Blackjack', provider: 'crown-table-live', category: 'live-dealer', themes: ['classic'], released: -700 },
  // Later cases come last, so the ids of the fixtures above never move.
  ...WEEKDAY_JACKPOT_FIXTURES,
  ...MULTI_PROVIDER_FIXTURES,
  ...PLAY_FIXTURES,
  ...FUSION_PLAY_FIXTURES,
  ...THRESHOLD_PROVIDER_FIXTURES,
  ...SEARCH_WORD_FIXTURES,
];

/** Fixtures of the single-provider casino: the same cases without a provider to choose. */
export const SINGLE_FIXTURES: readonly FixtureGame[] = [
  ...RELEASE_FIXTURES,
  ...JACKPOT_FIXTURES.filter((f) =>
    ['oneTimeActive', 'dailyEvening', 'weeklyEveryDay', 'weeklyNever', 'alwaysBoosted'].includes(f.multiplier ?? ''),
  ),
  ...LOCK_FIXTURES,
  ...EDGE_FIXTURES.slice(0, 4),
  { name: 'Lucky Lantern Riches', themes: ['asian'], released: -140, synth: true },
  { name: 'Golden Horseshoe Spins', themes: ['irish', 'gold'], released: -95, synth: true },
  ...WEEKDAY_JACKPOT_FIXTURES,
  ...PLAY_FIXTURES,
];

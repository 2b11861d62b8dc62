import type { FixtureGame } from './fixture-types.ts';

/** Games the launcher refuses whatever the player: their error views need a game to reach them. */
export const PLAY_FIXTURES: readonly FixtureGame[] = [
  { name: 'Pocket Pirates Go', themes: ['pirates', 'treasure'], released: -210, launchBlock: 'mobile_only' },
  { name: 'Tap Tap Treasure', themes: ['treasure', 'gems'], released: -350, launchBlock: 'mobile_only' },
  { name: 'Swipe Safari Spins', themes: ['safari', 'animals'], released: -480, launchBlock: 'mobile_only' },
  { name: 'Clockwork Jackpot Works', themes: ['steampunk', 'gold'], released: -560, launchBlock: 'maintenance' },
];

/** A synthetic game of the multi-provider casino (the single-provider one has its own two). */
export const FUSION_PLAY_FIXTURES: readonly FixtureGame[] = [
  { name: 'Comet Cash Carnival', provider: 'orbit-eight', themes: ['space', 'circus'], released: -190, synth: true },
];

/** Titles several studios ship: launching one without a provider offers every version. */
export const MULTI_PROVIDER_FIXTURES: readonly FixtureGame[] = [
  { name: 'Lucky Sevens Deluxe', provider: 'redstone-gaming', themes: ['sevens', 'classic'], released: -830 },
  { name: 'Lucky Sevens Deluxe', provider: 'golden-hive-games', themes: ['sevens', 'classic'], released: -610 },
  { name: 'European Roulette', provider: 'nova-reels', category: 'table-games', themes: ['classic'], released: -1400 },
  { name: 'European Roulette', provider: 'velvet-rope-gaming', category: 'table-games', themes: ['classic', 'luxury'], released: -900 },
  { name: 'European Roulette', provider: 'black-pearl-live', category: 'live-dealer', themes: ['classic'], released: -420 },
];

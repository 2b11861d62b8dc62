import type { Language } from './entities/config.ts';
import type { Variant, VariantId } from './variant.ts';
import { defaultLobbyOptions } from './options.ts';

/** The game load overlay is removed this long after the game frame starts loading. */
export const GAME_LOAD_OVERLAY_MS: number = defaultLobbyOptions.gameLoadOverlayMs;
/** The live dealer loader is removed this long after its URL arrives (2.5 s, plus 0.6 s of fade). */
export const LIVE_DEALER_OVERLAY_MS: number = defaultLobbyOptions.liveDealerOverlayMs;
/** The tournament lobby overlay starts fading this long after it loads. */
export const TOURNAMENT_LOBBY_OVERLAY_MS: number = defaultLobbyOptions.tournamentLobbyOverlayMs;
/** The tournament lobby overlay is removed this long after it starts fading. */
export const TOURNAMENT_LOBBY_OVERLAY_REMOVE_MS: number = defaultLobbyOptions.tournamentLobbyOverlayRemoveMs;
/** Random play rotates its carousel image this often. */
export const RANDOM_PLAY_ROTATE_MS: number = defaultLobbyOptions.randomPlayRotateMs;
/** Random play's carousel has this many images. */
export const RANDOM_PLAY_IMAGES: number = defaultLobbyOptions.randomPlayImages;
/** Loading tips shown by default. */
export const DEFAULT_TIP_COUNT: number = defaultLobbyOptions.tipCount;

// Languages with more tips than the default, per variant. A table, not a variant check; it would
// sit well as a `tips` field of Variant.
const TIP_COUNTS: Readonly<Record<VariantId, Partial<Record<Language, number>>>> = {
  fusion: { fr: defaultLobbyOptions.tipCountFrenchFusion },
  'single-provider': {},
};

/** The numbers (1-based) of the loading tips for `language`: 7, or 12 in French on fusion. */
export function tipsFor(context: { readonly language: Language; readonly variant: Pick<Variant, 'id'> }): number[] {
  const count = TIP_COUNTS[context.variant.id]?.[context.language] ?? DEFAULT_TIP_COUNT;
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** The random play carousel image (0-based) showing `elapsedMs` after it started. */
export function randomPlayImageIndex(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) return 0;
  return Math.floor(elapsedMs / RANDOM_PLAY_ROTATE_MS) % RANDOM_PLAY_IMAGES;
}

import type { Language } from './entities/config.ts';
import type { LobbyOptions } from './options.ts';
import type { Variant, VariantId } from './variant.ts';

/** The options the loading tips read: how many there are by default and in French on fusion. */
export type TipOptions = Pick<LobbyOptions, 'tipCount' | 'tipCountFrenchFusion'>;

// Languages with more tips than the default, per variant. A table, not a variant check; it would
// sit well as a `tips` field of Variant.
function tipCounts(options: TipOptions): Readonly<Record<VariantId, Partial<Record<Language, number>>>> {
  return { fusion: { fr: options.tipCountFrenchFusion }, 'single-provider': {} };
}

/** The numbers (1-based) of the loading tips for `language`: `tipCount`, or `tipCountFrenchFusion` in French on fusion. */
export function tipsFor(context: { readonly language: Language; readonly variant: Pick<Variant, 'id'> }, options: TipOptions): number[] {
  const count = tipCounts(options)[context.variant.id]?.[context.language] ?? options.tipCount;
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** The random play carousel image (0-based) showing `elapsedMs` after it started. */
export function randomPlayImageIndex(elapsedMs: number, options: Pick<LobbyOptions, 'randomPlayRotateMs' | 'randomPlayImages'>): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) return 0;
  return Math.floor(elapsedMs / options.randomPlayRotateMs) % options.randomPlayImages;
}

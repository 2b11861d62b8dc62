/** Which of the two product variants a casino runs. */
export type VariantId = 'fusion' | 'single-provider';

/** Category slugs every casino offers as routes. */
const SHARED_CATEGORIES = ['online-slots', 'table-games', 'video-poker', 'slots', 'live-casino', 'all-games', 'crypto-games'] as const;

/** The rules that tell the multi-provider and the single-provider variant apart. */
export interface Variant {
  readonly id: VariantId;
  /** Category slugs that have a /category/{slug} route. */
  readonly categories: readonly string[];
  /** Whether /providers and /providers/{provider} exist. */
  readonly providerPages: boolean;
  /** Where live dealer lives: the category list, or its own /live-dealer page. */
  readonly liveDealer: 'category' | 'page';
  /** Whether play links name the provider (?by=). */
  readonly playNamesProvider: boolean;
  /** Whether /demo exists; guests may then open it only where the casino allows it. */
  readonly demoRoute: boolean;
  /** Whether recent games are keyed by shortname and provider, or shortname alone. */
  readonly recentKeyedByProvider: boolean;
  /** Whether guests see synthetic games. */
  readonly guestsSeeSynthetic: boolean;
  /** Whether the loyalty area exists (it also needs a real-money casino). */
  readonly loyalty: boolean;
  /** Whether the play screen offers the real/fun money switch. */
  readonly moneySwitch: boolean;
  /** Tournaments as the lobby's own lists and detail pages, or the provider's embedded lobby. */
  readonly tournaments: 'lists' | 'lobby';
  /** Whether the winners ticker keeps its row count at every width. */
  readonly fixedWinnerRows: boolean;
}

/** The multi-provider variant. */
export const FUSION: Variant = {
  id: 'fusion',
  categories: [...SHARED_CATEGORIES, 'live-dealer'],
  providerPages: true,
  liveDealer: 'category',
  playNamesProvider: true,
  demoRoute: false,
  recentKeyedByProvider: true,
  guestsSeeSynthetic: true,
  loyalty: false,
  moneySwitch: false,
  tournaments: 'lists',
  fixedWinnerRows: true,
};

/** The single-provider, slot-focused variant. */
export const SINGLE_PROVIDER: Variant = {
  id: 'single-provider',
  categories: [...SHARED_CATEGORIES, 'specialty-games'],
  providerPages: false,
  liveDealer: 'page',
  playNamesProvider: false,
  demoRoute: true,
  recentKeyedByProvider: false,
  guestsSeeSynthetic: false,
  loyalty: true,
  moneySwitch: true,
  tournaments: 'lobby',
  fixedWinnerRows: false,
};

/** The variant a casino runs, read from its `is_fusion` flag; the one place that flag is read. */
export function variantOf(config: { readonly is_fusion: boolean }): Variant {
  return config.is_fusion ? FUSION : SINGLE_PROVIDER;
}

/** Home widgets the server may name. */
export const WIDGET_NAMES = [
  'cashier',
  'dfs',
  'tournaments',
  'smartico',
  'escapepod',
  'crewpon',
  'rng',
  'wpc',
  'fortuneteller',
  'synthetic',
] as const;
/** A home widget name. */
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** A widget that is one piece of server HTML (to sanitize). */
export interface HtmlWidget {
  readonly html: string;
}

/** Answer of `stickybanner`. Shape not shown: assumed to be one piece of server HTML. */
export type StickyBanner = HtmlWidget;

/** Answer of `gameofthemonth` when it has one. */
export interface GameOfTheMonth {
  readonly id: string;
  readonly title: string;
  readonly image: string | null;
  readonly description: string;
  readonly cta: { readonly label: string; readonly link: string } | null;
}

/** A winners ticker row (the server's `game`/`game_name` and `shortname`/`short_name` unified). */
export interface Winner {
  readonly username: string;
  readonly game_name: string;
  readonly shortname: string;
  readonly provider: string;
  readonly date: string | null;
  readonly amount: number | null;
}

/** Answer of `winners`. */
export interface Winners {
  readonly recent: readonly Winner[];
  readonly top: readonly Winner[];
}

/** Answer of the Rng, Waypoints and SynthGame `widget` calls; one with an `error` is skipped. */
export interface CampaignWidget {
  /** Shape not shown: kept as the server's object. */
  readonly campaign: Readonly<Record<string, unknown>> | null;
  readonly hash: string | null;
  readonly error: string | null;
}

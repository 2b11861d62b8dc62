import type { CampaignWidget, WidgetName } from '../entities/widgets.ts';
import type { LobbyOptions } from '../options.ts';

/** Rows of the winners ticker: fusion always 5; other casinos 4 on a small screen, else 6, or 7 with one list. */
export const WINNERS_ROWS = { fusion: 5, small: 4, wide: 6, wideSingleList: 7 } as const;

/** What the ticker's row count depends on. */
export interface WinnersRowsInput {
  /** The variant keeps the fusion count (5) at every width. */
  readonly fusion: boolean;
  readonly width: number;
  /** How many winner lists (recent, top) have rows: a single list takes the space of both. */
  readonly lists: number;
}

/**
 * Rows of each winners list. Fusion: 5 at every width. Other casinos: 4 under `winnersSmallScreenPx`;
 * from there 6 per list, or 7 when only one list has winners.
 */
export function winnersRows({ fusion, width, lists }: WinnersRowsInput, options: Pick<LobbyOptions, 'winnersSmallScreenPx'>): number {
  if (fusion) return WINNERS_ROWS.fusion;
  if (width < options.winnersSmallScreenPx) return WINNERS_ROWS.small;
  return lists <= 1 ? WINNERS_ROWS.wideSingleList : WINNERS_ROWS.wide;
}

/** Widgets backed by a campaign controller (Rng, Waypoints, SynthGame). */
export const CAMPAIGN_WIDGETS = ['rng', 'wpc', 'synthetic'] as const;
/** A campaign widget name. */
export type CampaignWidgetName = (typeof CAMPAIGN_WIDGETS)[number];
/** Widgets that are one piece of server HTML of their own call. */
export const HTML_WIDGETS = ['escapepod', 'crewpon', 'fortuneteller'] as const;
/** An html widget name. */
export type HtmlWidgetName = (typeof HTML_WIDGETS)[number];

/** Whether a widget name has a campaign controller behind it. */
export function isCampaignWidget(name: WidgetName): name is CampaignWidgetName {
  return (CAMPAIGN_WIDGETS as readonly string[]).includes(name);
}

/** Whether a widget name is an html widget. */
export function isHtmlWidget(name: WidgetName): name is HtmlWidgetName {
  return (HTML_WIDGETS as readonly string[]).includes(name);
}

/**
 * The widgets to show, in the server's order without repeats. A campaign widget shows only once
 * its campaign answered without an error; one still loading (undefined) or failed (null) waits.
 */
export function widgetsToShow(
  names: readonly WidgetName[],
  campaigns: Partial<Record<CampaignWidgetName, CampaignWidget | null | undefined>>,
): WidgetName[] {
  const seen = new Set<WidgetName>();
  return names.filter((name) => {
    if (seen.has(name)) return false;
    seen.add(name);
    if (!isCampaignWidget(name)) return true;
    const campaign = campaigns[name];
    return campaign != null && campaign.error === null;
  });
}

/** The cookie of the design tryout; the rollback banner shows while it says `tryout`. */
export const TRYOUT_COOKIE = 'tryout';

/** Whether the rollback banner shows: on the home page, while the tryout cookie says tryout. */
export function rollbackBannerVisible(cookieValue: string | null | undefined, pathname: string): boolean {
  return pathname === '/' && cookieValue?.trim().toLowerCase() === 'tryout';
}

import type { Game, LobbyRoute } from '@lobby/domain';
import type { DepositLinkProps } from '@lobby/ui';
import { type ComponentType, createContext, memo, type ReactNode, use } from 'react';

/** Parts of the screen a casino may replace with its own component, or hide with null. */
export interface Slots {
  /**
   * Rendered on every route from the app's first render, beside the loading screen, and shows
   * nothing: where a feature starts the first screen's requests (the hero's promotions and
   * picture) without waiting for the page to render.
   */
  readonly StartUp: ComponentType | null;
  /** Shown above the home page's sections. */
  readonly HomeHero: ComponentType | null;
  /** Shown after the home's first rows: parts whose height is known only once they arrive (custom promos, the server's widgets). */
  readonly HomeWidgets: ComponentType | null;
  /** The home sections other features fill: tournaments, game of the month, promotions, winners. */
  readonly HomeTournaments: ComponentType | null;
  readonly HomeGameOfTheMonth: ComponentType | null;
  readonly HomePromotions: ComponentType | null;
  readonly HomeWinners: ComponentType | null;
  /** Shown at the end of every page. */
  readonly Footer: ComponentType | null;
  /** The search panel the header's search button opens; loaded on its first opening. */
  readonly Search: ComponentType<{ readonly open: boolean; readonly onClose: () => void }> | null;
  /** The player's offers the shell shows over any page once the first screen is in (daily free spins, fifty-free). */
  readonly PlayerOffers: ComponentType | null;
  /** The server's `dfs` home widget. */
  readonly DfsWidget: ComponentType | null;
  /** A list page's custom promos, for the category, sub group or theme it shows. */
  readonly ListPromos: ComponentType<{ readonly route: LobbyRoute }> | null;
  /** The market's bar at the top of every page (Sweden's buttons); nothing in a casino without a market. */
  readonly MarketBar: ComponentType | null;
  /**
   * The market's session clock and net position, in the header or on the play screen; on the play
   * screen also the game's RTP and top-win probability where the market asks (GGL).
   */
  readonly MarketClock: ComponentType<{ readonly placement: 'header' | 'play'; readonly game?: Game }> | null;
  /** The market's footer and statement, after every page. */
  readonly MarketFooter: ComponentType | null;
  /** What a market shows over every page and the play screen (panic button, reality check, activity summary, inactivity). */
  readonly MarketOverlays: ComponentType | null;
  /**
   * A game's info (RTP, volatility, maximum win, features) in a dialog, from its card and the play
   * screen, in every market; its code loads when first opened. Hidden: no info buttons.
   */
  readonly GameInfo: ComponentType<{ readonly game: Game; readonly open: boolean; readonly onClose: () => void }> | null;
  /**
   * Around a game about to start: what the market asks to be seen first (the tools popup before
   * the first game, the activity summary after 24 hours), then the game. Hidden: the game at once.
   */
  readonly PlayGate: ComponentType<{ readonly children: ReactNode }> | null;
  /** The way to the market's protection tools on the account page (limits, break, self-exclusion, history); nothing in a casino without a market. */
  readonly MarketTools: ComponentType | null;
  /** Every deposit link (the header's, the cashier tooltip's, a locked game's...): a market's holds it back; hidden, the links stay plain. */
  readonly MarketDeposit: ComponentType<DepositLinkProps> | null;
}

/** The slots rendered without props. */
export type SlotWithoutProps = { [N in keyof Slots]: Slots[N] extends ComponentType | null ? N : never }[keyof Slots];

/** What a casino profile may override. */
export type SlotOverrides = Partial<Slots>;

const SlotsContext = createContext<{ readonly slots: Slots; readonly defaults: Slots } | null>(null);

/** Supplies the slot components: the defaults with the casino's overrides on top. */
export function SlotsProvider({ defaults, overrides, children }: { defaults: Slots; overrides?: SlotOverrides; children: ReactNode }) {
  return <SlotsContext value={{ slots: { ...defaults, ...overrides }, defaults }}>{children}</SlotsContext>;
}

/** The slot components in force (null outside a provider). */
export function useSlots(): Slots | null {
  return use(SlotsContext)?.slots ?? null;
}

/** Whether slot `name` shows what every casino gets (the casino neither hid nor replaced it). */
export function useStandardSlot(name: keyof Slots): boolean {
  const context = use(SlotsContext);
  return context !== null && context.slots[name] === context.defaults[name];
}

/** The component in slot `name` (null when the casino hid it, or outside a provider), for slots that take props. */
export function useSlot<N extends keyof Slots>(name: N): Slots[N] | null {
  return useSlots()?.[name] ?? null;
}

/**
 * Renders slot `name`, or nothing when the casino hid it (or no feature fills it yet). Memoized:
 * a page that renders again (the home, as its rows fill) does not render its slots again.
 */
export const Slot = memo(function Slot({ name }: { name: SlotWithoutProps }) {
  const slots = useSlots();
  const Component = slots?.[name];
  return Component ? <Component /> : null;
});

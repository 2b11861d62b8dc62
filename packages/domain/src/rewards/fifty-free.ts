import type { CasinoTweaks } from '../casino-tweaks.ts';
import type { LobbyOptions } from '../options.ts';

/** The coupon code of the offer. */
export const FIFTY_FREE_COUPON = 'MY50FREE';

/**
 * How long from `nowMs` until the offer is due, `fiftyFreeOfferDelayMs` after the lobby's opening
 * (`openedAtMs`): the part that shows it may arrive after the lobby, and the wait does not start
 * again then.
 */
export function fiftyFreeDueInMs(openedAtMs: number, nowMs: number, options: Pick<LobbyOptions, 'fiftyFreeOfferDelayMs'>): number {
  const delay = options.fiftyFreeOfferDelayMs;
  return Math.min(delay, Math.max(0, delay - (nowMs - openedAtMs)));
}

/** What the device remembers of the offer: nothing yet, shown, or redeemed. */
export type FiftyFreeStored = 'displayed' | 'redeemed' | null;

/** Who is looking, and what the device remembers. */
export interface FiftyFreeContext {
  readonly guest: boolean;
  readonly playerClass: string | null;
  /** Whether a player is playing with fun money (practice mode) right now. */
  readonly practice: boolean;
  readonly stored: FiftyFreeStored;
}

/** What the lobby does about the offer. */
export type FiftyFreeDecision = 'none' | 'show-after-delay' | 'redeem';

/** A stored text read back; anything unknown counts as nothing stored. */
export function readFiftyFreeStored(raw: string | null | undefined): FiftyFreeStored {
  return raw === 'displayed' || raw === 'redeemed' ? raw : null;
}

/**
 * The offer's state machine. Shown (after the delay) once to guests and to new players in
 * practice mode; once shown it is `displayed`, and a new player then in real money triggers the
 * redeem, after which it is `redeemed` and never comes back.
 */
export function fiftyFreeDecision(context: FiftyFreeContext): FiftyFreeDecision {
  if (context.stored === 'redeemed') return 'none';
  const newPlayer = !context.guest && context.playerClass === 'new_player';
  if (context.stored === 'displayed') return newPlayer && !context.practice ? 'redeem' : 'none';
  return context.guest || (newPlayer && context.practice) ? 'show-after-delay' : 'none';
}

/** The stored value after an event: the offer shown, or redeemed. */
export function fiftyFreeNext(stored: FiftyFreeStored, event: 'shown' | 'redeemed'): FiftyFreeStored {
  if (event === 'redeemed') return 'redeemed';
  return stored === 'redeemed' ? 'redeemed' : 'displayed';
}

/** The offer's figures as the casino words them. */
export interface FiftyFreeOffer {
  /** Free spins in the offer. */
  readonly spins: number;
  /** The bonus amount as the site words it; null means the default 50 in the casino's currency. */
  readonly amountLabel: string | null;
  /** The minimum balance as the site words it; null means 5 in the casino's currency. */
  readonly minimumLabel: string | null;
}

/** The offer's figures for a casino, from its tweaks. */
export function fiftyFreeOffer(tweaks: CasinoTweaks): FiftyFreeOffer {
  return { spins: tweaks.freeSpinsAmount, amountLabel: tweaks.offerAmountLabel, minimumLabel: tweaks.minimumBalanceLabel };
}

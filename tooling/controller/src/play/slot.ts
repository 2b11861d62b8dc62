import { randomInt } from 'node:crypto';

/** Reel symbols, lowest pay first. */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
/** One reel symbol. */
export type SlotSymbol = (typeof SYMBOLS)[number];

/** What three of a kind pays, in stakes. */
const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = { cherry: 5, lemon: 5, bell: 10, star: 15, seven: 25, diamond: 50 };
/** Two cherries anywhere pay this many stakes. */
const TWO_CHERRIES = 2;

/** The stake of a normal spin, in cents. */
export const SPIN_STAKE_CENTS = 100;

/** Three random symbols; `pick` is injectable so tests can fix the draw. */
export function spinReels(pick: (n: number) => number = randomInt): [SlotSymbol, SlotSymbol, SlotSymbol] {
  const one = (): SlotSymbol => SYMBOLS[pick(SYMBOLS.length)] ?? 'cherry';
  return [one(), one(), one()];
}

/** What a line of symbols pays for a stake, in cents. */
export function payout(reels: readonly SlotSymbol[], stakeCents: number): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return stakeCents * THREE_OF_A_KIND[a];
  return reels.filter((s) => s === 'cherry').length === 2 ? stakeCents * TWO_CHERRIES : 0;
}

/** Reels that look like the outcome a test button forces: a jackpot line for a win, a miss for a loss. */
export function forcedReels(outcome: 'win' | 'lose'): [SlotSymbol, SlotSymbol, SlotSymbol] {
  return outcome === 'win' ? ['seven', 'seven', 'seven'] : ['lemon', 'bell', 'diamond'];
}

/** Whole cents from a form amount: positive (or zero where allowed), at most 2 decimals, at most a million. */
export function parseAmountCents(text: string | null, allowZero = false): number | null {
  if (text === null || !/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  const cents = Math.round(Number(text.trim()) * 100);
  if (cents > 100_000_000 || (cents === 0 && !allowZero)) return null;
  return cents;
}

import type { Winner, Winners } from '@lobby/domain';
import type { WinnerRow } from '@lobby/ui';

/** The winners answer as the ticker's rows, for the home's ticker and the winners page alike. */
export interface WinnerLists {
  readonly recent: readonly WinnerRow[];
  readonly top: readonly WinnerRow[];
}

/** Every row of both lists: the game's name (its shortname when unnamed), where it plays, the amount in the casino's money. */
export function winnerLists(winners: Winners, money: (amount: number) => string): WinnerLists {
  const row =
    (prefix: string) =>
    (w: Winner, i: number): WinnerRow => ({
      key: `${prefix}${i}:${w.username}:${w.shortname}`,
      username: w.username,
      game: w.game_name || w.shortname,
      href: w.shortname ? `/play/${encodeURIComponent(w.shortname)}` : null,
      amount: w.amount === null ? '---' : money(w.amount),
    });
  return { recent: winners.recent.map(row('r')), top: winners.top.map(row('t')) };
}

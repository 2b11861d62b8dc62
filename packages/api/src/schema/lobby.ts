import type { BalanceSnapshot, DfsFlags, GameRef, InboxSummary, Referral } from '@lobby/domain';
import * as v from 'valibot';
import { gameRefKey, gameRefSchema } from './catalog.ts';
import { listAnswer, optionalList, type DropSink } from './lists.ts';
import { amount, count, flag, link, text, textOrNull } from './primitives.ts';

/** `myfavorites`: `{favorites: [{shortname, provider}]}`. */
export const favoritesSchema = (sink?: DropSink): v.GenericSchema<unknown, GameRef[]> =>
  listAnswer('favorites', gameRefSchema, { label: 'favorites', sink, key: gameRefKey });

/** `suggest`: `{suggested: [{shortname, provider}]}` (or the bare list). */
export const suggestedSchema = (sink?: DropSink): v.GenericSchema<unknown, GameRef[]> =>
  listAnswer('suggested', gameRefSchema, { label: 'suggested', sink, key: gameRefKey });

/** Answer of the favorite toggle: the server's whole new list replaces the local one. */
export interface SetFavoriteResult {
  readonly success: boolean;
  readonly favorites: readonly GameRef[];
  readonly message: string | null;
}

/** The favorite toggle answer. */
export const setFavoriteSchema = (sink?: DropSink): v.GenericSchema<unknown, SetFavoriteResult> =>
  v.object({
    success: v.unwrap(flag()),
    favorites: optionalList(gameRefSchema, { label: 'favorites', sink, key: gameRefKey }),
    message: textOrNull(),
  });

/** `DFS`: the three flags; `dfs` must be present, the popup and wheel default to off. */
export const dfsFlagsSchema: v.GenericSchema<unknown, DfsFlags> = v.object({
  dfs: v.unwrap(flag()),
  dfs_popup: flag(),
  dfs_spinwheel: flag(),
});

/** `getBalance`: the key must be there; a null, NaN or garbage amount reads as null (shown as ---). */
export const balanceSchema: v.GenericSchema<unknown, BalanceSnapshot> = v.object({
  balance: v.unwrap(amount()),
  currency_code: text(),
});

/** `getunreadmessages`; a garbage count reads as 0 (no badge). */
export const inboxSchema: v.GenericSchema<unknown, InboxSummary> = v.object({ total_unread: v.unwrap(count()) });

/** `raf`: the refer-a-friend page and link. */
export const referralSchema: v.GenericSchema<unknown, Referral> = v.object({ page: text(), url: link() });

import type { DfsEmailStatus, DfsReason, DfsRedeemResult, DfsSlice, DfsValidation } from '@lobby/domain';
import { DFS_REASONS } from '@lobby/domain';
import * as v from 'valibot';
import { optionalList, type DropSink } from './lists.ts';
import {
  flag,
  integer,
  integerOrNull,
  lenientFlag,
  linkOrEmpty,
  linkOrNull,
  number,
  optionalIndex,
  stringList,
  text,
} from './primitives.ts';

const sliceSchema: v.GenericSchema<unknown, DfsSlice> = v.object({ no_of_spins: integer(), probability: number() });

function toReason(input: unknown): DfsReason | null {
  if (typeof input !== 'string' || input.trim() === '') return null;
  const reason = input.trim().toLowerCase();
  // Unknown reasons, and the email-check server error the spec names, read as "no offer today".
  return (DFS_REASONS as readonly string[]).includes(reason) ? (reason as DfsReason) : 'no_dfs_data';
}

/**
 * LoyaltyController `dailyfreespins`. Only `allowed_to_redeem` is required; when it is false
 * and no reason is given the reason becomes `no_dfs_data`, so the page always has a text to show.
 * Its links and the game's image pass the URL check every controller URL gets (dropped when they
 * are neither http(s) nor a same-origin path).
 */
export const dfsValidationSchema = (sink?: DropSink): v.GenericSchema<unknown, DfsValidation> =>
  v.pipe(
    v.object({
      DFSSPINWHEEL: lenientFlag(),
      allowed_to_redeem: v.unwrap(flag()),
      reason_not_allowed_to_redeem: v.optional(v.pipe(v.unknown(), v.transform(toReason)), null),
      enabled_sections: stringList(),
      slices: optionalList(sliceSchema, { label: 'wheel slices', sink }),
      newrulevalidation: lenientFlag(),
      wheel_description: text(),
      successmsg: text(),
      casino_id: integerOrNull(),
      terms_page: linkOrEmpty(),
      game_image: linkOrNull(),
      campaign_description: text(),
      email: text(),
      game_slug: text(),
      dfs_game_slug: text(),
      spins_remaining: integerOrNull(),
      cashierURL: linkOrEmpty(),
      webplayURL: linkOrEmpty(),
      is_spin_available_for_today: lenientFlag(),
    }),
    v.transform((data) => ({
      ...data,
      reason_not_allowed_to_redeem: data.allowed_to_redeem ? null : (data.reason_not_allowed_to_redeem ?? 'no_dfs_data'),
    })),
  );

/**
 * LoyaltyController `redeem_dfs`. `drawn_slice`, the slice a controller that draws names, is kept
 * only as a whole non-negative number (whether the wheel has that slice is the domain's
 * `landingSlice`); anything else reads as absent.
 */
export const dfsRedeemSchema: v.GenericSchema<unknown, DfsRedeemResult> = v.pipe(
  v.object({
    success: v.unwrap(flag()),
    responseMessage: text(),
    gamename: text(),
    gameimage: linkOrNull(),
    shortcut: text(),
    freespins: integerOrNull(),
    drawn_slice: optionalIndex(),
  }),
  v.transform(({ drawn_slice, ...result }) => (drawn_slice === undefined ? result : { ...result, drawn_slice })),
);

/** LoyaltyController `sendfreespinemail` and `emailclickcheck`. */
export const dfsEmailSchema: v.GenericSchema<unknown, DfsEmailStatus> = v.object({ success: v.unwrap(flag()) });

import type { DfsEmailStatus, DfsReason, DfsRedeemResult, DfsSlice, DfsValidation } from '@lobby/domain';
import { DFS_REASONS } from '@lobby/domain';
import * as v from 'valibot';
import { optionalList, type DropSink } from './lists.ts';
import { flag, integer, integerOrNull, lenientFlag, number, stringList, text, textOrNull } from './primitives.ts';

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
      terms_page: text(),
      game_image: textOrNull(),
      campaign_description: text(),
      email: text(),
      game_slug: text(),
      dfs_game_slug: text(),
      spins_remaining: integerOrNull(),
      cashierURL: text(),
      webplayURL: text(),
      is_spin_available_for_today: lenientFlag(),
    }),
    v.transform((data) => ({
      ...data,
      reason_not_allowed_to_redeem: data.allowed_to_redeem ? null : (data.reason_not_allowed_to_redeem ?? 'no_dfs_data'),
    })),
  );

/** LoyaltyController `redeem_dfs`. */
export const dfsRedeemSchema: v.GenericSchema<unknown, DfsRedeemResult> = v.object({
  success: v.unwrap(flag()),
  responseMessage: text(),
  gamename: text(),
  gameimage: textOrNull(),
  shortcut: text(),
  freespins: integerOrNull(),
});

/** LoyaltyController `sendfreespinemail` and `emailclickcheck`. */
export const dfsEmailSchema: v.GenericSchema<unknown, DfsEmailStatus> = v.object({ success: v.unwrap(flag()) });

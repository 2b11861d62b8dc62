import type { CouponRedemption, CustomPromo, PromoSchedule, Promotions, RegularPromo } from '@lobby/domain';
import { PROMO_REPEATS } from '@lobby/domain';
import * as v from 'valibot';
import { optionalList, type DropSink } from './lists.ts';
import { amount, lenientFlag, linkOrNull, oneOf, optionalObject, requiredText, stringList, text, textOrNull } from './primitives.ts';
import { dateTimeOrNull, timeOrNull } from './dates.ts';
import { jsonish, successOr } from './results.ts';

// An unknown repeat rule drops the countdown (schedule null), not the promo.
const scheduleSchema: v.GenericSchema<unknown, PromoSchedule> = v.object({
  repeat_param: oneOf(PROMO_REPEATS),
  recurrence: stringList(),
  countdown: lenientFlag(),
  end_at: dateTimeOrNull(),
  end_time: timeOrNull(),
  weekly_end_time: textOrNull(),
});

const regularPromoSchema: v.GenericSchema<unknown, RegularPromo> = v.object({
  id: requiredText(),
  title: text(),
  text: text(),
  image: textOrNull(),
  cta_link: linkOrNull(),
  cta_text: textOrNull(),
  cta_attributes: text(),
  terms: text(),
  min_deposit: amount(),
  schedule_values: optionalObject(jsonish(scheduleSchema)),
});

const customPromoSchema: v.GenericSchema<unknown, CustomPromo> = v.object({
  id: requiredText(),
  data: v.optional(jsonish(v.object({ html: text(), css: text(), js: text() })), {}),
  display_on: v.optional(
    jsonish(v.object({ pages: stringList(), categories: stringList(), sub_groups: stringList(), themes: stringList() })),
    {},
  ),
  display_on_webplay: lenientFlag(),
});

/** `getpromos`: promos without an id are dropped; `category` is kept as text (shape not shown). */
export const promotionsSchema = (sink?: DropSink): v.GenericSchema<unknown, Promotions> =>
  v.object({
    custom_promos: optionalList(customPromoSchema, { label: 'custom promos', sink, key: (promo) => promo.id }),
    regular_promos: optionalList(regularPromoSchema, { label: 'regular promos', sink, key: (promo) => promo.id }),
    category: textOrNull(),
  });

/**
 * CashierCoupons `redeem=MY50FREE`: shape not shown. An answer that does not say `success` counts
 * as not redeemed, so the offer is never reported as granted on a guess.
 */
export const couponSchema: v.GenericSchema<unknown, CouponRedemption> = v.object({
  success: successOr(false),
  message: textOrNull(),
});

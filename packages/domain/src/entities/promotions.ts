/** How often a promo's countdown window repeats. */
export const PROMO_REPEATS = ['one_time', 'daily', 'weekly', 'monthly'] as const;
/** A promo repeat rule. */
export type PromoRepeat = (typeof PROMO_REPEATS)[number];

/** Countdown data of a regular promo; times are server (New York) wall-clock times. */
export interface PromoSchedule {
  readonly repeat_param: PromoRepeat;
  /** Weekday names (weekly) or day numbers (monthly), as the server lists them. */
  readonly recurrence: readonly string[];
  /** Whether a countdown is shown. */
  readonly countdown: boolean;
  /** `YYYY-MM-DD HH:mm:ss`, or null. */
  readonly end_at: string | null;
  /** `HH:mm`, or null. */
  readonly end_time: string | null;
  readonly weekly_end_time: string | null;
}

/** A regular promo card; `text` and `terms` are server HTML and must be sanitized before rendering. */
export interface RegularPromo {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Image or `.mp4` video URL. */
  readonly image: string | null;
  readonly cta_link: string | null;
  readonly cta_text: string | null;
  /** Extra attributes of the call-to-action link. Shape not shown: kept as the raw attribute text. */
  readonly cta_attributes: string;
  readonly terms: string;
  /** Shown only when over 0. */
  readonly min_deposit: number | null;
  readonly schedule_values: PromoSchedule | null;
}

/** Where a custom promo is shown. */
export interface PromoDisplayOn {
  readonly pages: readonly string[];
  readonly categories: readonly string[];
  readonly sub_groups: readonly string[];
  readonly themes: readonly string[];
}

/** A custom promo: server HTML, CSS and JS (JS runs only in a sandboxed frame). */
export interface CustomPromo {
  readonly id: string;
  readonly data: { readonly html: string; readonly css: string; readonly js: string };
  readonly display_on: PromoDisplayOn;
  readonly display_on_webplay: boolean;
}

/** Which page promos are requested for. */
export type PromoTarget = 'ucc_lobby' | 'ucc_promotions';

/** Answer of `getpromos`. `category` is not described by the spec: kept as text or null. */
export interface Promotions {
  readonly custom_promos: readonly CustomPromo[];
  readonly regular_promos: readonly RegularPromo[];
  readonly category: string | null;
}

/** Answer of CashierCoupons `redeem=MY50FREE`. Shape not shown; minimal `{success, message}` assumed. */
export interface CouponRedemption {
  readonly success: boolean;
  readonly message: string | null;
}

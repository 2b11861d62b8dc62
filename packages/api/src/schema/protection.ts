import type {
  AccountHistory,
  ActivityDay,
  ActivitySummary,
  ActivityTotals,
  HistoryEntry,
  LimitsState,
  PlayerLimit,
  ProtectionBlock,
  SessionSummary,
} from '@lobby/domain';
import { HISTORY_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '@lobby/domain';
import * as v from 'valibot';
import { lenientList, optionalList, type DropSink } from './lists.ts';
import { count, lenientFlag, number, oneOf, text } from './primitives.ts';

// Instants travel as ISO 8601 with a zone (PHP `date(DATE_ATOM)`), read as epoch ms; a time
// without a zone would be read in the browser's zone and is refused.
const ZONED = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function toInstant(input: unknown): number | undefined {
  if (typeof input !== 'string' || !ZONED.test(input.trim())) return undefined;
  const ms = Date.parse(input.trim());
  return Number.isFinite(ms) ? ms : undefined;
}

/** A required instant. */
export const instant = () => v.pipe(v.unknown(), v.transform(toInstant), v.number('expected an ISO 8601 time with a zone'));

/** An optional instant: null when missing, empty or unreadable. */
export const instantOrNull = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => toInstant(input) ?? null),
    ),
    null,
  );

/** An amount that may be absent (no limit): null when missing, empty or not a number. */
const amountOrNone = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        if (input === null || input === '' || input === undefined) return null;
        const value = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : Number.NaN;
        return Number.isFinite(value) && value >= 0 ? value : null;
      }),
    ),
    null,
  );

/** A money or minutes figure: 0 when missing or garbage, never negative. */
const figure = () =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const value = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : Number.NaN;
        return Number.isFinite(value) && value >= 0 ? value : 0;
      }),
    ),
    0,
  );

/** `session`: the clock's start, the net position, the acknowledgements and when the session-time limit ends the session. */
export const sessionSummarySchema: v.GenericSchema<unknown, SessionSummary> = v.pipe(
  v.object({
    session_start: instant(),
    server_now: instant(),
    net_position: number(),
    currency: text(),
    reality_check_minutes: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((input) => (typeof input === 'number' && Number.isInteger(input) && input > 0 ? input : null)),
      ),
      null,
    ),
    reality_check_acknowledged_at: instantOrNull(),
    summary_acknowledged_at: instantOrNull(),
    tools_acknowledged_at: instantOrNull(),
    session_limit_reached_at: instantOrNull(),
    session_limit_until: instantOrNull(),
  }),
  v.transform((s) => ({
    sessionStart: s.session_start,
    serverNow: s.server_now,
    netPosition: s.net_position,
    currency: s.currency,
    realityCheckMinutes: s.reality_check_minutes,
    realityCheckAcknowledgedAt: s.reality_check_acknowledged_at,
    summaryAcknowledgedAt: s.summary_acknowledged_at,
    toolsAcknowledgedAt: s.tools_acknowledged_at,
    // Half of it could not be shown honestly (a moment without its end, or the reverse): it is left out.
    sessionLimit:
      s.session_limit_reached_at === null || s.session_limit_until === null
        ? null
        : { reachedAt: s.session_limit_reached_at, until: s.session_limit_until },
  })),
);

const limitSchema: v.GenericSchema<unknown, PlayerLimit> = v.pipe(
  v.object({
    kind: oneOf(LIMIT_KINDS),
    period: oneOf(LIMIT_PERIODS),
    amount: amountOrNone(),
    pending_amount: amountOrNone(),
    pending_at: instantOrNull(),
    used: figure(),
    reached_until: instantOrNull(),
  }),
  v.transform((l) => ({
    kind: l.kind,
    period: l.period,
    amount: l.amount,
    // A pending change without its date could never be shown honestly: it is left out.
    pending: l.pending_at === null ? null : { amount: l.pending_amount, effectiveAt: l.pending_at },
    used: l.used,
    reachedUntil: l.reached_until,
  })),
);

/** `limits`: every limit with its pending change; a limit of an unknown kind or period is dropped. */
export const limitsStateSchema = (sink?: DropSink): v.GenericSchema<unknown, LimitsState> =>
  v.pipe(
    v.object({
      limits: lenientList(limitSchema, { label: 'limits', sink, key: (l) => `${l.kind}/${l.period}` }),
      first_deposit_answered: lenientFlag(),
    }),
    v.transform((s) => ({ limits: s.limits, firstDepositAnswered: s.first_deposit_answered })),
  );

/** `setlimit`: the limits after the change, and when the change applies. */
export const setLimitSchema = (sink?: DropSink) =>
  v.pipe(
    v.object({
      state: limitsStateSchema(sink),
      applies: oneOf(['now', 'later'] as const),
      effective_at: instant(),
    }),
    v.transform((s) => ({ state: s.state, applies: s.applies, effectiveAt: s.effective_at })),
  );

/** `takebreak`, `selfexclude`, `panic`: the block now in force. */
export const blockSchema: v.GenericSchema<unknown, ProtectionBlock> = v.pipe(
  v.object({ reason: oneOf(['break', 'exclusion', 'panic'] as const), until: instant(), all_brands: lenientFlag() }),
  v.transform((b) => ({ reason: b.reason, until: b.until, allBrands: b.all_brands })),
);

const totals = {
  stakes: figure(),
  wins: figure(),
  losses: figure(),
  deposits: figure(),
  withdrawals: figure(),
};

const totalsSchema: v.GenericSchema<unknown, ActivityTotals> = v.object(totals);
const daySchema: v.GenericSchema<unknown, ActivityDay> = v.object({
  day: v.pipe(text(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')),
  ...totals,
});

/** `activity`: totals and days of the last 30 days or 12 months. */
export const activitySchema = (sink?: DropSink): v.GenericSchema<unknown, ActivitySummary> =>
  v.pipe(
    v.object({
      days: count(),
      from: instant(),
      to: instant(),
      currency: text(),
      totals: totalsSchema,
      by_day: optionalList(daySchema, { label: 'days', sink, key: (d) => d.day }),
    }),
    v.transform((a) => ({ days: a.days, from: a.from, to: a.to, currency: a.currency, totals: a.totals, byDay: a.by_day })),
  );

const entrySchema: v.GenericSchema<unknown, HistoryEntry> = v.object({
  at: instant(),
  kind: oneOf(HISTORY_KINDS),
  amount: amountOrNone(),
  detail: text(),
});

/** `history`: the account history within the market's depth; entries of unknown kinds are dropped. */
export const historySchema = (sink?: DropSink): v.GenericSchema<unknown, AccountHistory> =>
  v.object({
    months: count(),
    currency: text(),
    entries: optionalList(entrySchema, { label: 'history entries', sink }),
  });

/** `acknowledge`: when the controller recorded it. */
export const acknowledgeSchema = v.pipe(
  v.object({ acknowledged_at: instant() }),
  v.transform((a) => a.acknowledged_at),
);

import {
  addMonths,
  breakEnds,
  exclusionEnds,
  type HistoryEntry,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  panicEnds,
  type ProtectionBlock,
  realityCheckInterval,
  requestLimit,
} from '@lobby/domain';
import { controllerNow } from '../clock.ts';
import { encodeEnvelope } from '../envelope.ts';
import { parseForm, readBody, send, sendJson, sessionCookie } from '../http.ts';
import { sessionCookieName } from '../paths.ts';
import type { RequestContext } from '../routes/context.ts';
import { actionOf, applyFault, staleCookieCleared } from '../routes/lobby.ts';
import type { PlayerRecord } from '../store/player-queries.ts';
import {
  acknowledgeReality,
  addBlock,
  addHistory,
  endPlayerSessions,
  historyBetween,
  readLimits,
  readRgSession,
  readSettings,
  startRgSession,
  writeLimit,
  writeSettings,
} from '../store/protection-store.ts';
import { activitySummary, fromStored, limitsState, netSince, rulesOf, sessionLimitAhead, toStored } from './protection-state.ts';

/** The responsible-gaming controller: the project's own protocol extension (docs/controller-protocol.md). */
export const RESPONSIBLE_GAMING_PATH = '/app/shared/controllers/ResponsibleGamingController.php';

const METHODS: Readonly<Record<string, 'GET' | 'POST'>> = {
  session: 'GET',
  limits: 'GET',
  setlimit: 'POST',
  declinelimits: 'POST',
  setrealitycheck: 'POST',
  takebreak: 'POST',
  selfexclude: 'POST',
  panic: 'POST',
  activity: 'GET',
  history: 'GET',
  acknowledge: 'POST',
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What one call answers: a value to seal, or a refusal as plain JSON. */
type Outcome =
  | { readonly value: unknown; readonly logout?: boolean }
  | { readonly status: number; readonly error: string; readonly message?: string };

interface Call {
  readonly ctx: RequestContext;
  readonly player: PlayerRecord;
  readonly form: URLSearchParams;
  readonly now: number;
}

const refuse = (status: number, error: string, message?: string): Outcome => ({ status, error, ...(message ? { message } : {}) });

/** Serves `ResponsibleGamingController.php`: faults first, then the player, then the action; answers sealed in the envelope. */
export async function handleResponsibleGaming(ctx: RequestContext): Promise<void> {
  const { rt, req, res, url } = ctx;
  // A controller without the extension: the file is not there at all.
  if (!rt.responsibleGaming) return sendJson(res, 404, '{"error":"not_found"}');
  const action = actionOf(req.method, url) ?? '';
  const fault = rt.faults.take(action);
  if (fault && (await applyFault(ctx, fault))) return;
  const method = Object.hasOwn(METHODS, action) ? METHODS[action] : undefined;
  if (!method) return sendJson(res, 404, JSON.stringify({ error: 'unknown_action', action }));
  if (req.method !== method) return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: method });
  const form = method === 'POST' ? parseForm(await readBody(req), req.headers['content-type']) : url.searchParams;
  const clear = staleCookieCleared(ctx);
  if (!ctx.player) return sendJson(res, 401, '{"error":"auth_required"}', clear);
  const outcome = run(action, { ctx, player: ctx.player, form, now: controllerNow(rt) });
  if ('error' in outcome) {
    const { status, ...body } = outcome;
    return sendJson(res, status, JSON.stringify(body));
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  // A block logs out at once: the cookie goes with the session.
  if (outcome.logout) headers['Set-Cookie'] = sessionCookie(sessionCookieName(rt.casinoId), '', 0);
  const sealed = encodeEnvelope(JSON.stringify(outcome.value), rt.profile.passphrase, { compression: rt.envelopeCompression });
  send(res, 200, sealed, 'text/plain; charset=utf-8', headers);
}

function run(action: string, call: Call): Outcome {
  switch (action) {
    case 'session':
      return { value: sessionAnswer(call) };
    case 'limits':
      return { value: limitsAnswer(call) };
    case 'setlimit':
      return setLimit(call);
    case 'declinelimits':
      return declineLimits(call);
    case 'setrealitycheck':
      return setRealityCheck(call);
    case 'takebreak':
      return takeBreak(call);
    case 'selfexclude':
      return selfExclude(call);
    case 'panic':
      return panic(call);
    case 'activity':
      return activity(call);
    case 'history':
      return history(call);
    default:
      return acknowledge(call);
  }
}

/** The session record of this login (created for a session that began before it was kept). */
function rgSession(call: Call) {
  const { rt, sessionId } = call.ctx;
  const id = sessionId ?? '';
  const found = readRgSession(rt.db, id);
  if (found) return found;
  startRgSession(rt.db, rt.casinoId, call.player.pid, id, call.now);
  return { sessionId: id, startedAt: call.now, endedAt: null, realityAckAt: null };
}

function sessionAnswer(call: Call) {
  const { rt } = call.ctx;
  const session = rgSession(call);
  const settings = readSettings(rt.db, rt.casinoId, call.player.pid);
  const sessionLimit = sessionLimitAhead(rt, call.player.pid, call.now);
  return {
    session_start: iso(session.startedAt),
    server_now: iso(call.now),
    net_position: netSince(rt, call.player.pid, session.startedAt, call.now),
    currency: call.player.currency_code,
    reality_check_minutes: realityCheckInterval(rulesOf(rt), settings.realityCheckMinutes),
    reality_check_acknowledged_at: iso(session.realityAckAt),
    summary_acknowledged_at: iso(settings.summaryAckAt),
    tools_acknowledged_at: iso(settings.toolsAckAt),
    session_limit_reached_at: iso(sessionLimit?.reachedAt ?? null),
    session_limit_until: iso(sessionLimit?.until ?? null),
  };
}

function limitsAnswer(call: Call) {
  const state = limitsState(call.ctx.rt, call.player.pid, call.now);
  return {
    limits: state.limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount,
      pending_amount: l.pending?.amount ?? null,
      pending_at: iso(l.pending?.effectiveAt ?? null),
      used: l.used,
      reached_until: iso(l.reachedUntil),
    })),
    first_deposit_answered: state.firstDepositAnswered ? 1 : 0,
  };
}

function readAmount(raw: string | null, kind: LimitKind): number | null | undefined {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(text)) return undefined;
  const value = Number(text);
  // Session limits count whole minutes; a zero session limit would lock the player out for good.
  if (kind === 'session' && (!Number.isInteger(value) || value < 1)) return undefined;
  return value;
}

function answered(call: Call): void {
  const { rt } = call.ctx;
  const settings = readSettings(rt.db, rt.casinoId, call.player.pid);
  if (!settings.firstDepositAnswered) writeSettings(rt.db, rt.casinoId, call.player.pid, { ...settings, firstDepositAnswered: true });
}

function setLimit(call: Call): Outcome {
  const { rt } = call.ctx;
  const rules = rulesOf(rt).limits;
  if (!rules) return refuse(403, 'not_offered', 'This casino offers no limits.');
  const kind = LIMIT_KINDS.find((k) => k === call.form.get('kind'));
  const period = LIMIT_PERIODS.find((p) => p === call.form.get('period'));
  const amount = kind ? readAmount(call.form.get('amount'), kind) : undefined;
  if (!kind || !period || !rules.kinds.includes(kind) || !rules.periods.includes(period) || amount === undefined) {
    return refuse(400, 'bad_request', 'kind, period and amount (empty for none) must be ones this casino offers');
  }
  const stored = readLimits(rt.db, rt.casinoId, call.player.pid).find((l) => l.kind === kind && l.period === period) ?? {
    kind,
    period,
    amount: null,
    pending: null,
  };
  // The controller's clock decides when an increase applies; nothing in the request can.
  const next = requestLimit(rules, stored, toStored(kind, amount), call.now);
  writeLimit(rt.db, rt.casinoId, call.player.pid, { kind, period, amount: next.amount, pending: next.pending });
  answered(call);
  const effectiveAt = next.change.applies === 'now' ? call.now : next.change.at;
  const shown = amount === null ? 'none' : String(fromStored(kind, toStored(kind, amount)));
  addHistory(rt.db, rt.casinoId, call.player.pid, {
    at: call.now,
    kind: 'limit',
    cents: null,
    detail: `${kind} limit (${period}): ${shown}${next.change.applies === 'now' ? '' : ` from ${iso(effectiveAt)}`}`,
  });
  rt.log(`${rt.profile.key}: ${call.player.username} ${kind}/${period} limit ${shown} applies ${next.change.applies}`);
  return { value: { state: limitsAnswer(call), applies: next.change.applies, effective_at: iso(effectiveAt) } };
}

function declineLimits(call: Call): Outcome {
  answered(call);
  addHistory(call.ctx.rt.db, call.ctx.rt.casinoId, call.player.pid, {
    at: call.now,
    kind: 'limit',
    cents: null,
    detail: 'no limit at first deposit (confirmed)',
  });
  return { value: limitsAnswer(call) };
}

function setRealityCheck(call: Call): Outcome {
  const { rt } = call.ctx;
  const check = rulesOf(rt).realityCheck;
  const minutes = Number(call.form.get('minutes'));
  if (!check) return refuse(403, 'not_offered', 'This casino has no reality check.');
  if (!check.choicesMinutes.includes(minutes))
    return refuse(400, 'bad_request', `minutes must be one of ${check.choicesMinutes.join(', ')}`);
  writeSettings(rt.db, rt.casinoId, call.player.pid, {
    ...readSettings(rt.db, rt.casinoId, call.player.pid),
    realityCheckMinutes: minutes,
  });
  addHistory(rt.db, rt.casinoId, call.player.pid, {
    at: call.now,
    kind: 'reality_check',
    cents: null,
    detail: `interval ${minutes} minutes`,
  });
  return { value: sessionAnswer(call) };
}

function block(call: Call, value: ProtectionBlock, detail: string): Outcome {
  const { rt } = call.ctx;
  addBlock(rt.db, rt.casinoId, call.player.pid, value, call.now);
  addHistory(rt.db, rt.casinoId, call.player.pid, {
    at: call.now,
    kind: value.reason,
    cents: null,
    detail: `${detail} until ${iso(value.until)}`,
  });
  endPlayerSessions(rt.db, rt.casinoId, call.player.pid, call.now);
  rt.log(`${rt.profile.key}: ${call.player.username} ${detail} until ${iso(value.until)}`);
  return { value: { reason: value.reason, until: iso(value.until), all_brands: value.allBrands ? 1 : 0 }, logout: true };
}

function takeBreak(call: Call): Outcome {
  const rules = rulesOf(call.ctx.rt).takeBreak;
  const days = Number(call.form.get('days'));
  if (!rules) return refuse(403, 'not_offered', 'This casino offers no break.');
  if (!rules.durationsDays.includes(days)) return refuse(400, 'bad_request', `days must be one of ${rules.durationsDays.join(', ')}`);
  return block(call, { reason: 'break', until: breakEnds(call.now, days), allBrands: false }, `break of ${days} days`);
}

function selfExclude(call: Call): Outcome {
  const rules = rulesOf(call.ctx.rt).selfExclusion;
  const months = Number(call.form.get('months'));
  if (!rules) return refuse(403, 'not_offered', 'This casino offers no self-exclusion.');
  if (!rules.durationsMonths.includes(months))
    return refuse(400, 'bad_request', `months must be one of ${rules.durationsMonths.join(', ')}`);
  const allBrands = rules.askAllBrands && ['1', 'true'].includes(call.form.get('all_brands') ?? '');
  const detail = `self-exclusion of ${months} months${allBrands ? ' (all brands)' : ''}`;
  return block(call, { reason: 'exclusion', until: exclusionEnds(call.now, months), allBrands }, detail);
}

function panic(call: Call): Outcome {
  const rules = rulesOf(call.ctx.rt).panicButton;
  if (!rules) return refuse(403, 'not_offered', 'This casino has no panic button.');
  return block(call, { reason: 'panic', until: panicEnds(call.now, rules.blockHours), allBrands: false }, 'panic button');
}

function activity(call: Call): Outcome {
  const days = Number(call.form.get('days') ?? '30');
  if (!Number.isInteger(days) || days < 1 || days > 366) return refuse(400, 'bad_request', 'days must be 1 to 366');
  const summary = activitySummary(call.ctx.rt, call.player.pid, call.player.currency_code, days, call.now);
  return {
    value: {
      days: summary.days,
      from: iso(summary.from),
      to: iso(summary.to),
      currency: summary.currency,
      totals: summary.totals,
      by_day: summary.byDay,
    },
  };
}

function history(call: Call): Outcome {
  const { rt } = call.ctx;
  const months = rulesOf(rt).accountHistoryMonths;
  const from = addMonths(call.now, -months);
  const entries: HistoryEntry[] = historyBetween(rt.db, rt.casinoId, call.player.pid, from, call.now).map((row) => ({
    at: row.at,
    kind: row.kind,
    amount: row.cents === null ? null : row.cents / 100,
    detail: row.detail,
  }));
  return {
    value: { months, currency: call.player.currency_code, entries: entries.map((e) => ({ ...e, at: iso(e.at) })) },
  };
}

const ACKNOWLEDGEMENTS = ['summary', 'reality_check', 'tools'] as const;

function acknowledge(call: Call): Outcome {
  const { rt } = call.ctx;
  const what = ACKNOWLEDGEMENTS.find((known) => known === call.form.get('what'));
  if (!what) return refuse(400, 'bad_request', 'what must be summary, reality_check or tools');
  const settings = readSettings(rt.db, rt.casinoId, call.player.pid);
  // The tools popup is acknowledged once: a repeated acknowledgement keeps the first time.
  if (what === 'tools' && settings.toolsAckAt !== null) return { value: { acknowledged_at: iso(settings.toolsAckAt) } };
  if (what === 'reality_check') acknowledgeReality(rt.db, rgSession(call).sessionId, call.now);
  else if (what === 'summary') writeSettings(rt.db, rt.casinoId, call.player.pid, { ...settings, summaryAckAt: call.now });
  else writeSettings(rt.db, rt.casinoId, call.player.pid, { ...settings, toolsAckAt: call.now });
  addHistory(rt.db, rt.casinoId, call.player.pid, { at: call.now, kind: what, cents: null, detail: 'acknowledged' });
  return { value: { acknowledged_at: iso(call.now) } };
}

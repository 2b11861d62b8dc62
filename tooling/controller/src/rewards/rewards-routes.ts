import { parseForm, readBody, send, sendJson } from '../http.ts';
import { escapeHtml, html } from '../pages/html.ts';
import { renderPage } from '../pages/layout.ts';
import type { RequestContext } from '../routes/context.ts';
import { applyFault, staleCookieCleared } from '../routes/lobby.ts';
import { findPlayerId } from '../store/play-store.ts';
import { loadPlayer } from '../store/player-queries.ts';
import { findEmailToken, readDfsState, redeemCouponOnce, writeDfsState } from '../store/rewards-store.ts';
import { casinoNow, setCasinoClock } from './clock.ts';
import { dfsReason, dfsStanding } from './dfs-rules.ts';
import { handleLoyalty } from './loyalty-route.ts';
import { LOYALTY_TEXTS } from './loyalty-texts.ts';
import {
  CASHIER_COUPONS_PATH,
  CLOCK_CONTROL,
  DFS_CONTROL,
  DFS_EMAIL_LINK_PATH,
  FIFTY_FREE_CENTS,
  FIFTY_FREE_CODE,
  LOYALTY_JSON_PREFIX,
} from './reward-paths.ts';

const LOYALTY_PATH = '/app/shared/controllers/LoyaltyController.php';
const json = (value: unknown) => JSON.stringify(value);
type Handler = (ctx: RequestContext) => Promise<void> | void;

/** The handler of a rewards path (loyalty, coupons, loyalty texts, the email link, their controls), or null. */
export function rewardsRoute(path: string): Handler | null {
  if (path === LOYALTY_PATH) return handleLoyalty;
  if (path === CASHIER_COUPONS_PATH) return cashierCoupons;
  if (path.startsWith(LOYALTY_JSON_PREFIX)) return loyaltyTexts;
  if (path === DFS_EMAIL_LINK_PATH) return emailLink;
  if (path === CLOCK_CONTROL) return clockControl;
  if (DFS_CONTROL.test(path)) return dfsControl;
  return null;
}

async function cashierCoupons(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  const fault = rt.faults.take(FIFTY_FREE_CODE);
  if (fault && (await applyFault(ctx, fault))) return;
  if (req.method !== 'POST') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'POST' });
  const form = parseForm(await readBody(req), req.headers['content-type']);
  const clear = staleCookieCleared(ctx);
  if (!ctx.player) return sendJson(res, 401, '{"error":"auth_required"}', clear);
  if (form.get('redeem') !== FIFTY_FREE_CODE) return sendJson(res, 200, json({ success: false, message: 'Unknown coupon.' }));
  const credited = redeemCouponOnce(rt.db, rt.casinoId, ctx.player.pid, FIFTY_FREE_CODE, FIFTY_FREE_CENTS, Date.now());
  if (credited) rt.log(`${rt.profile.key}: ${ctx.player.username} redeemed ${FIFTY_FREE_CODE}`);
  sendJson(
    res,
    200,
    json(
      credited
        ? { success: true, message: `${FIFTY_FREE_CENTS / 100} ${ctx.player.currency_code} added to your bonus balance.` }
        : { success: false, message: 'This coupon has already been redeemed.' },
    ),
  );
}

function loyaltyTexts(ctx: RequestContext) {
  const { req, res, url } = ctx;
  if (req.method !== 'GET') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'GET' });
  const match = /^([A-Za-z]{2})-loyalty\.json$/.exec(url.pathname.slice(LOYALTY_JSON_PREFIX.length));
  const texts = match?.[1] ? LOYALTY_TEXTS[match[1]] : undefined;
  if (!texts) return sendJson(res, 404, '{"error":"not_found"}');
  sendJson(res, 200, json(texts), { 'Cache-Control': 'max-age=300' });
}

function emailLink(ctx: RequestContext) {
  const { rt, res, url } = ctx;
  const pid = findEmailToken(rt.db, rt.casinoId, url.searchParams.get('token') ?? '');
  const player = pid === null ? null : loadPlayer(rt.db, rt.casinoId, pid);
  const name = rt.profile.casinoName;
  if (!player) {
    const body = html`<div class="card"><h1>Link not valid</h1><p class="error">This confirmation link is unknown or was replaced by a newer email.</p></div>`;
    return send(res, 404, renderPage({ title: 'Link not valid', casinoName: name, body }), 'text/html; charset=utf-8');
  }
  const { state } = dfsStanding(rt, player);
  writeDfsState(rt.db, rt.casinoId, player.pid, { ...state, emailClicked: true });
  rt.log(`${rt.profile.key}: ${player.username} confirmed the free spins email`);
  const body = html`<div class="card"><h1>Email confirmed</h1><p class="notice">Thank you, ${escapeHtml(player.fname)}. Your daily free spins are unlocked: go back to the lobby to continue.</p>
<a class="button" href="/dashboard/loyalty/dailyfreespins">Back to the daily free spins</a></div>`;
  send(res, 200, renderPage({ title: 'Email confirmed', casinoName: name, body }), 'text/html; charset=utf-8', {
    'Cache-Control': 'no-store',
  });
}

async function clockControl(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  if (req.method === 'GET') return sendJson(res, 200, json({ now: new Date(casinoNow(rt)).toISOString() }));
  if (req.method !== 'POST') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'GET, POST' });
  let now: unknown;
  try {
    now = (JSON.parse(await readBody(req)) as { now?: unknown } | null)?.now;
  } catch {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'body must be JSON' }));
  }
  const ms = typeof now === 'string' ? Date.parse(now) : now;
  if (ms !== null && (typeof ms !== 'number' || !Number.isFinite(ms))) {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'now must be epoch ms, an ISO time, or null' }));
  }
  setCasinoClock(rt, ms);
  sendJson(res, 200, json({ now: new Date(casinoNow(rt)).toISOString() }));
}

function dfsControl(ctx: RequestContext) {
  const { rt, req, res, url } = ctx;
  const [, rawName, click] = DFS_CONTROL.exec(url.pathname) ?? [];
  let username = '';
  try {
    username = decodeURIComponent(rawName ?? '');
  } catch {
    return sendJson(res, 404, json({ error: 'unknown_player' }));
  }
  const pid = findPlayerId(rt.db, rt.casinoId, username);
  const player = pid === null ? null : loadPlayer(rt.db, rt.casinoId, pid);
  if (!player) return sendJson(res, 404, json({ error: 'unknown_player' }));
  if (click) {
    if (req.method !== 'POST') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'POST' });
    const state = readDfsState(rt.db, rt.casinoId, player.pid, () => dfsStanding(rt, player).state);
    writeDfsState(rt.db, rt.casinoId, player.pid, { ...state, emailClicked: true });
  } else if (req.method !== 'GET') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'GET' });
  const { state } = dfsStanding(rt, player);
  sendJson(
    res,
    200,
    json({
      username: player.username,
      reason: dfsReason(rt, player),
      emailSent: state.emailSentAt !== null,
      emailClicked: state.emailClicked,
      emailLink: state.emailToken ? `${DFS_EMAIL_LINK_PATH}?token=${state.emailToken}` : null,
      redeemedDay: state.redeemedDay,
      activeCoupon: state.activeCoupon,
    }),
  );
}

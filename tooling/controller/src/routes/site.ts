import { safeReturnPath } from '@lobby/domain';
import { isAllowedOrigin } from '../cors.ts';
import { parseForm, readBody, redirect, send, sessionCookie } from '../http.ts';
import { renderCashier } from '../pages/cashier.ts';
import { renderContact, renderNotFound, renderPolicy, renderReferAFriend, renderSignup, renderVip } from '../pages/info.ts';
import { renderLogin } from '../pages/login.ts';
import { SITE_PATHS, sessionCookieName } from '../paths.ts';
import { createSession, deleteSession, SESSION_TTL_MS } from '../store/sessions-store.ts';
import { checkLogin, deposit, withdrawAll } from '../store/player-queries.ts';
import { controllerNow } from '../clock.ts';
import { depositBlockedUntil, type LoginRefusal, loginRefusal } from '../protection/protection-state.ts';
import { addHistory, endRgSessions, startRgSession } from '../store/protection-store.ts';
import type { RequestContext } from './context.ts';

const DEPOSIT_CENTS = 50_00;

function sendHtml(ctx: RequestContext, status: number, page: string, headers: Record<string, string> = {}): void {
  send(ctx.res, status, page, 'text/html; charset=utf-8', { 'Cache-Control': 'no-store', ...headers });
}

// Forms only accept posts from this site (or an allowed dev origin): no cross-site login or deposit.
function crossSite(ctx: RequestContext): boolean {
  const origin = ctx.req.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== ctx.req.headers.host && !isAllowedOrigin(origin, ctx.allowedOrigins);
  } catch {
    return true;
  }
}

async function login(ctx: RequestContext): Promise<void> {
  const { rt } = ctx;
  if (ctx.req.method !== 'POST') {
    return sendHtml(
      ctx,
      200,
      renderLogin({ casinoName: rt.profile.casinoName, returnPath: safeReturnPath(ctx.url.searchParams.get('return')) }),
    );
  }
  const form = parseForm(await readBody(ctx.req), ctx.req.headers['content-type']);
  const returnPath = safeReturnPath(form.get('return') ?? ctx.url.searchParams.get('return'));
  const username = form.get('username') ?? '';
  const pid = checkLogin(rt.db, rt.casinoId, username, form.get('password') ?? '');
  if (pid === null) {
    const page = renderLogin({
      casinoName: rt.profile.casinoName,
      returnPath,
      username,
      error: 'That username and password do not match. Try a demo login below.',
    });
    return sendHtml(ctx, 401, page);
  }
  const now = controllerNow(rt);
  const refusal = loginRefusal(rt, pid, now);
  if (refusal) {
    rt.log(`${rt.profile.key}: ${username} refused: ${refusal.reason} until ${new Date(refusal.until).toISOString()}`);
    return sendHtml(ctx, 403, renderLogin({ casinoName: rt.profile.casinoName, returnPath, username, error: refusalText(refusal) }));
  }
  // A fresh id at every login: a session id known before login is worth nothing after it.
  if (ctx.sessionId) deleteSession(rt.db, ctx.sessionId);
  const id = createSession(rt.db, rt.casinoId, pid, Date.now());
  startRgSession(rt.db, rt.casinoId, pid, id, now);
  addHistory(rt.db, rt.casinoId, pid, { at: now, kind: 'login', cents: null, detail: '' });
  rt.log(`${rt.profile.key}: ${username} logged in`);
  redirect(ctx.res, returnPath, { 'Set-Cookie': sessionCookie(sessionCookieName(rt.casinoId), id, SESSION_TTL_MS / 1000) });
}

/** When a time ends, as the login page words it (the controller's clock, UTC). */
export function untilText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const REFUSALS: Readonly<Record<LoginRefusal['reason'], string>> = {
  break: 'You are taking a break from play',
  exclusion: 'You have excluded yourself from play',
  panic: 'Your account is blocked after you pressed the panic button',
  session_limit: 'Your session-time limit is reached',
};

/** Why a login is refused, and until when. */
export function refusalText(refusal: LoginRefusal): string {
  return `${REFUSALS[refusal.reason]} until ${untilText(refusal.until)}. You cannot log in before then.`;
}

function logout(ctx: RequestContext): void {
  if (ctx.sessionId) {
    deleteSession(ctx.rt.db, ctx.sessionId);
    if (ctx.player) {
      const now = controllerNow(ctx.rt);
      endRgSessions(ctx.rt.db, ctx.rt.casinoId, ctx.player.pid, now, ctx.sessionId);
      addHistory(ctx.rt.db, ctx.rt.casinoId, ctx.player.pid, { at: now, kind: 'logout', cents: null, detail: '' });
    }
  }
  const returnPath = safeReturnPath(ctx.url.searchParams.get('return'));
  redirect(ctx.res, returnPath, { 'Set-Cookie': sessionCookie(sessionCookieName(ctx.rt.casinoId), '', 0) });
}

async function cashier(ctx: RequestContext): Promise<void> {
  const { rt, player } = ctx;
  if (ctx.req.method === 'POST') {
    if (!player) return redirect(ctx.res, `${SITE_PATHS.login}?return=${encodeURIComponent(SITE_PATHS.cashier)}`);
    const op = parseForm(await readBody(ctx.req), ctx.req.headers['content-type']).get('op');
    const now = controllerNow(rt);
    if (op === 'deposit') {
      // The deposit limit is the controller's to enforce: a deposit over it is refused, whatever the page sent.
      if (depositBlockedUntil(rt, player.pid, DEPOSIT_CENTS / 100, now) !== null)
        return redirect(ctx.res, `${SITE_PATHS.cashier}?done=refused`);
      deposit(rt.db, rt.casinoId, player.pid, DEPOSIT_CENTS);
      addHistory(rt.db, rt.casinoId, player.pid, { at: now, kind: 'deposit', cents: DEPOSIT_CENTS, detail: 'Cashier' });
    } else if (op === 'withdraw') {
      const cents = Math.round((player.balances.balance ?? 0) * 100);
      withdrawAll(rt.db, rt.casinoId, player.pid);
      addHistory(rt.db, rt.casinoId, player.pid, { at: now, kind: 'withdrawal', cents, detail: 'Cashier' });
    } else return sendHtml(ctx, 400, renderNotFound(rt.profile.casinoName));
    // Post/redirect/get: a reload must not deposit twice.
    return redirect(ctx.res, `${SITE_PATHS.cashier}?done=${op}`);
  }
  const done = ctx.url.searchParams.get('done');
  const notice =
    done === 'deposit' ? 'Deposit received.' : done === 'withdraw' ? 'Withdrawal requested: your balance is now zero.' : undefined;
  const blocked = player ? depositBlockedUntil(rt, player.pid, DEPOSIT_CENTS / 100, controllerNow(rt)) : null;
  const view = {
    casinoName: rt.profile.casinoName,
    playerName: player?.fname ?? null,
    balances: player?.balances ?? null,
    depositBlocked:
      blocked === null
        ? null
        : blocked === Number.POSITIVE_INFINITY
          ? 'Deposit limit reached: this deposit is over your limit'
          : `Deposit limit reached until ${untilText(blocked)}`,
  };
  sendHtml(ctx, done === 'refused' ? 409 : 200, renderCashier(notice ? { ...view, notice } : view));
}

/** Serves the casino's own pages under `/site/`. */
export async function handleSite(ctx: RequestContext): Promise<void> {
  const { rt, player } = ctx;
  const name = rt.profile.casinoName;
  const method = ctx.req.method ?? 'GET';
  if (method === 'POST' && crossSite(ctx)) return sendHtml(ctx, 403, renderNotFound(name));
  switch (ctx.url.pathname) {
    case SITE_PATHS.login:
      return login(ctx);
    case SITE_PATHS.logout:
      return logout(ctx);
    case SITE_PATHS.cashier:
      return cashier(ctx);
    case SITE_PATHS.signup:
      return sendHtml(ctx, 200, renderSignup(name));
    case SITE_PATHS.vip:
      // Only a configured page exists: a casino without vipprogram has no VIP page either.
      if (!rt.profile.pages.vipprogram) return sendHtml(ctx, 404, renderNotFound(name));
      return sendHtml(
        ctx,
        200,
        renderVip(name, player && { name: player.fname, level: player.class_vip_level, className: player.class_display_name }),
      );
    case SITE_PATHS.contact:
      return sendHtml(ctx, 200, renderContact(name));
    case SITE_PATHS.terms:
      return sendHtml(ctx, 200, renderPolicy(name, 'terms'));
    case SITE_PATHS.privacy:
      return sendHtml(ctx, 200, renderPolicy(name, 'privacy'));
    case SITE_PATHS.referAFriend:
      return sendHtml(
        ctx,
        200,
        renderReferAFriend(name, player && { name: player.fname, url: `${rt.origin}${SITE_PATHS.signup}?raf=${player.rafCode}` }),
      );
    default:
      return sendHtml(ctx, 404, renderNotFound(name));
  }
}

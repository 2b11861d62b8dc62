import { safeReturnPath } from '@lobby/domain';
import { isAllowedOrigin } from '../cors.ts';
import { parseForm, readBody, redirect, send, sessionCookie } from '../http.ts';
import { renderCashier } from '../pages/cashier.ts';
import { renderContact, renderNotFound, renderPolicy, renderReferAFriend, renderSignup, renderVip } from '../pages/info.ts';
import { renderLogin } from '../pages/login.ts';
import { SITE_PATHS, sessionCookieName } from '../paths.ts';
import { createSession, deleteSession, SESSION_TTL_MS } from '../store/sessions-store.ts';
import { checkLogin, deposit, withdrawAll } from '../store/player-queries.ts';
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
  // A fresh id at every login: a session id known before login is worth nothing after it.
  if (ctx.sessionId) deleteSession(rt.db, ctx.sessionId);
  const id = createSession(rt.db, rt.casinoId, pid, Date.now());
  rt.log(`${rt.profile.key}: ${username} logged in`);
  redirect(ctx.res, returnPath, { 'Set-Cookie': sessionCookie(sessionCookieName(rt.casinoId), id, SESSION_TTL_MS / 1000) });
}

function logout(ctx: RequestContext): void {
  if (ctx.sessionId) deleteSession(ctx.rt.db, ctx.sessionId);
  const returnPath = safeReturnPath(ctx.url.searchParams.get('return'));
  redirect(ctx.res, returnPath, { 'Set-Cookie': sessionCookie(sessionCookieName(ctx.rt.casinoId), '', 0) });
}

async function cashier(ctx: RequestContext): Promise<void> {
  const { rt, player } = ctx;
  if (ctx.req.method === 'POST') {
    if (!player) return redirect(ctx.res, `${SITE_PATHS.login}?return=${encodeURIComponent(SITE_PATHS.cashier)}`);
    const op = parseForm(await readBody(ctx.req), ctx.req.headers['content-type']).get('op');
    if (op === 'deposit') deposit(rt.db, rt.casinoId, player.pid, DEPOSIT_CENTS);
    else if (op === 'withdraw') withdrawAll(rt.db, rt.casinoId, player.pid);
    else return sendHtml(ctx, 400, renderNotFound(rt.profile.casinoName));
    // Post/redirect/get: a reload must not deposit twice.
    return redirect(ctx.res, `${SITE_PATHS.cashier}?done=${op}`);
  }
  const done = ctx.url.searchParams.get('done');
  const notice =
    done === 'deposit' ? 'Deposit received.' : done === 'withdraw' ? 'Withdrawal requested: your balance is now zero.' : undefined;
  const view = { casinoName: rt.profile.casinoName, playerName: player?.fname ?? null, balances: player?.balances ?? null };
  sendHtml(ctx, 200, renderCashier(notice ? { ...view, notice } : view));
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

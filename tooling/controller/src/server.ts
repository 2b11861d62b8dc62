import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { CasinoRuntime } from './casino-runtime.ts';
import { applyCors } from './cors.ts';
import { BodyTooLargeError, parseCookies, send, sendJson } from './http.ts';
import { renderIndex, renderNotFound } from './pages/info.ts';
import { GAME_PAGE_PREFIX, LIVE_DEALER_PATH, LOBBY_CONTROLLER_PATH, MESSAGE_CENTER_PATH, sessionCookieName } from './paths.ts';
import { rewardsRoute } from './rewards/rewards-routes.ts';
import { handlePromoPath, isPromoPath } from './promos/promo-routes.ts';
import { handleAsset } from './routes/assets.ts';
import type { RequestContext } from './routes/context.ts';
import { handleControl } from './routes/control.ts';
import { handleGames, handleLiveDealer } from './routes/games.ts';
import { handleLobby } from './routes/lobby.ts';
import { handleMessageCenter } from './routes/messages.ts';
import { handleSite } from './routes/site.ts';
import { loadPlayer, type PlayerRecord } from './store/player-queries.ts';
import { controllerNow } from './clock.ts';
import { handleResponsibleGaming, RESPONSIBLE_GAMING_PATH } from './protection/protection-route.ts';
import { loginRefusal } from './protection/protection-state.ts';
import { endRgSessions } from './store/protection-store.ts';
import { deleteSession, findSessionPlayer } from './store/sessions-store.ts';

/** What all casino servers of one controller share. */
export interface ServerShared {
  readonly allowedOrigins: ReadonlySet<string>;
  readonly closing: AbortSignal;
}

interface SessionState {
  readonly player: PlayerRecord | null;
  readonly sessionId: string | null;
  readonly staleCookie: boolean;
}

function resolveSession(rt: CasinoRuntime, req: IncomingMessage): SessionState {
  const id = parseCookies(req.headers.cookie).get(sessionCookieName(rt.casinoId));
  if (!id) return { player: null, sessionId: null, staleCookie: false };
  const pid = findSessionPlayer(rt.db, rt.casinoId, id, Date.now());
  const player = pid === null ? null : loadPlayer(rt.db, rt.casinoId, pid);
  if (player && loginRefusal(rt, player.pid, controllerNow(rt))) {
    // A block or a reached session-time limit ends the session: the next call finds a guest.
    deleteSession(rt.db, id);
    endRgSessions(rt.db, rt.casinoId, player.pid, controllerNow(rt), id);
    return { player: null, sessionId: null, staleCookie: true };
  }
  return player ? { player, sessionId: id, staleCookie: false } : { player: null, sessionId: null, staleCookie: true };
}

function route(ctx: RequestContext): Promise<void> | void {
  const path = ctx.url.pathname;
  if (path === LOBBY_CONTROLLER_PATH) return handleLobby(ctx);
  if (path === MESSAGE_CENTER_PATH) return handleMessageCenter(ctx);
  if (path === RESPONSIBLE_GAMING_PATH) return handleResponsibleGaming(ctx);
  const rewards = rewardsRoute(path);
  if (rewards) return rewards(ctx);
  if (isPromoPath(path)) return handlePromoPath(ctx);
  if (path.startsWith('/site/')) return handleSite(ctx);
  if (path.startsWith('/assets/')) return handleAsset(ctx);
  if (path.startsWith('/__control/')) return handleControl(ctx);
  if (path.startsWith(GAME_PAGE_PREFIX)) return handleGames(ctx);
  if (path === LIVE_DEALER_PATH) return handleLiveDealer(ctx);
  const html = path === '/' ? renderIndex(ctx.rt.profile.casinoName, ctx.rt.casinoId) : renderNotFound(ctx.rt.profile.casinoName);
  send(ctx.res, path === '/' ? 200 : 404, html, 'text/html; charset=utf-8', { 'Cache-Control': 'no-store' });
}

async function handle(rt: CasinoRuntime, shared: ServerShared, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  if (applyCors(req, res, shared.allowedOrigins)) return;
  const url = new URL(req.url ?? '/', 'http://controller.invalid');
  const session = resolveSession(rt, req);
  const ctx: RequestContext = { rt, req, res, url, ...session, closing: shared.closing, allowedOrigins: shared.allowedOrigins };
  try {
    await route(ctx);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      // The unread rest of the body would poison a kept-alive connection: close it.
      sendJson(res, 413, '{"error":"payload_too_large"}', { Connection: 'close' });
    } else {
      rt.log(
        `${rt.profile.key}: ${req.method} ${url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(res, 500, '{"error":"server_error"}');
    }
  }
  if (!url.pathname.startsWith('/assets/')) {
    const ms = (performance.now() - started).toFixed(1);
    rt.log(`${rt.profile.key}: ${req.method} ${url.pathname}${url.search} -> ${res.statusCode} ${ms} ms`);
  }
}

/**
 * An HTTP server for one casino; listening is the caller's business. The runtime comes later than
 * the server (its origin needs the port a port-0 server got), so until then calls get a 503.
 */
export function createCasinoServer(runtime: () => CasinoRuntime | null, shared: ServerShared): Server {
  const server = createServer((req, res) => {
    const rt = runtime();
    if (!rt) return sendJson(res, 503, '{"error":"starting"}', { 'Retry-After': '1' });
    handle(rt, shared, req, res).catch((error: unknown) => {
      rt.log(`${rt.profile.key}: unhandled ${String(error)}`);
      if (!res.headersSent) res.destroy();
    });
  });
  // Slow clients cannot hold sockets forever; fault delays stay below these limits.
  server.requestTimeout = 180_000;
  server.headersTimeout = 30_000;
  return server;
}

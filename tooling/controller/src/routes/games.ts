import { send } from '../http.ts';
import { FRAME_STYLE } from '../pages/frame-style.ts';
import { GAME_LABELS } from '../pages/game-labels.ts';
import { renderGameMessage, renderGamePage } from '../pages/game-page.ts';
import { GAME_SCRIPT } from '../pages/game-script.ts';
import { renderLiveDealerPage } from '../pages/live-dealer-page.ts';
import { cashierTargetOrigin, frameHeaders, httpUrl } from '../play/frame.ts';
import { gamePlayPath } from '../paths.ts';
import type { SeedGame } from '../seed/catalog-types.ts';
import type { RequestContext } from './context.ts';
import { FUN_START_BALANCE, frameLanguage, frameRefusal, tokenPlayer } from './frame-access.ts';
import { handleRound } from './game-rounds.ts';

const GAME_PATH = /^\/games\/([^/]+)\/([^/]+)\/(play)?$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function sendFrame(ctx: RequestContext, status: number, page: string, withScript: boolean): void {
  const headers = frameHeaders(ctx.allowedOrigins, withScript ? { script: GAME_SCRIPT, style: FRAME_STYLE } : { style: FRAME_STYLE });
  send(ctx.res, status, page, 'text/html; charset=utf-8', headers);
}

function gamePage(ctx: RequestContext, game: SeedGame): void {
  const { rt, url } = ctx;
  const language = frameLanguage(url);
  const labels = GAME_LABELS[language];
  const title = game.display_name || game.name;
  const returnUrl = httpUrl(url.searchParams.get('returnurl'))?.href ?? null;
  const token = url.searchParams.get('token');
  const player = tokenPlayer(ctx, token);
  if (player === null) {
    sendFrame(ctx, 401, renderGameMessage(title, language, labels.expired, returnUrl), false);
    return;
  }
  if (frameRefusal(ctx, game, player)) {
    sendFrame(ctx, 403, renderGameMessage(title, language, labels.unavailable, returnUrl), false);
    return;
  }
  const page = renderGamePage({
    title,
    providerName: rt.catalog.providers.find((p) => p.shortname === game.provider)?.name ?? game.provider,
    language,
    token: player ? token : null,
    balance: player ? player.balances.balance : FUN_START_BALANCE,
    currency: player ? player.currency_code : null,
    playUrl: gamePlayPath(game.provider, game.shortname),
    returnUrl,
    cashierOrigin: cashierTargetOrigin(url.searchParams.get('returnurl')),
  });
  sendFrame(ctx, 200, page, true);
}

/** Serves `/games/{provider}/{shortname}/` (the demo game) and its rounds at `.../play`. */
export async function handleGames(ctx: RequestContext): Promise<void> {
  const { rt, url, req } = ctx;
  const match = GAME_PATH.exec(url.pathname);
  const provider = match ? decode(match[1] ?? '') : null;
  const shortname = match ? decode(match[2] ?? '') : null;
  const game = provider && shortname ? rt.findGame(shortname, provider) : undefined;
  if (!game) {
    const language = frameLanguage(url);
    return sendFrame(ctx, 404, renderGameMessage('404', language, GAME_LABELS[language].unavailable, null), false);
  }
  if (match?.[3] === 'play') return handleRound(ctx, game);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(ctx.res, 405, '', 'text/plain', { Allow: 'GET' });
  gamePage(ctx, game);
}

/** Serves the live dealer table lobby; it needs the token `getlivedealer` put in its URL. */
export function handleLiveDealer(ctx: RequestContext): void {
  const { rt, url } = ctx;
  const language = frameLanguage(url);
  const labels = GAME_LABELS[language];
  const player = tokenPlayer(ctx, url.searchParams.get('token'));
  const page = player
    ? renderLiveDealerPage(rt.profile.casinoName, language, player.currency_code)
    : renderGameMessage(labels.liveTitle, language, labels.expired, null);
  sendFrame(ctx, player ? 200 : 401, page, false);
}

import { readFileSync } from 'node:fs';
import { PROMO_VIDEO } from '../assets/promo-video.ts';
import { parseForm, readBody, send, sendJson } from '../http.ts';
import { promoBannerSvg, tournamentArtSvg } from '../assets/banner-art.ts';
import { html } from '../pages/html.ts';
import { renderPage } from '../pages/layout.ts';
import { controllerNow } from '../clock.ts';
import type { RequestContext } from '../routes/context.ts';
import { actionOf, applyFault } from '../routes/lobby.ts';
import { CAMPAIGN_CONTROLLERS, CONTROLLERS_DIR, TOURNAMENT_LOBBY_PATH, TRYOUT_COOKIE, WEBPLAY_CONTROLLER } from './promo-paths.ts';
import { lobbyTournaments } from './tournament-seed.ts';
import { moneyFormatter } from './content.ts';
import { CAMPAIGNS, campaignHtml } from './widget-seed.ts';

type Campaign = (typeof CAMPAIGN_CONTROLLERS)[number];
const PROMO_ASSET = /^\/assets\/(promos|tournaments)\/([a-z0-9-]+)\.svg$/;

/** Whether a path belongs to this feature's routes (campaign, webplay, tournament lobby, pictures, the promo video). */
export function isPromoPath(path: string): boolean {
  if (path === TOURNAMENT_LOBBY_PATH || path === PROMO_VIDEO.path || PROMO_ASSET.test(path)) return true;
  if (!path.startsWith(CONTROLLERS_DIR)) return false;
  const file = path.slice(CONTROLLERS_DIR.length);
  return file === WEBPLAY_CONTROLLER || (CAMPAIGN_CONTROLLERS as readonly string[]).includes(file);
}

async function handleCampaign(ctx: RequestContext, file: Campaign): Promise<void> {
  const action = actionOf(ctx.req.method, ctx.url);
  const fault = action === null ? undefined : ctx.rt.faults.take(`${file}?${action}`);
  if (fault && (await applyFault(ctx, fault))) return;
  if (ctx.req.method !== 'GET') return sendJson(ctx.res, 405, '{"error":"method_not_allowed"}', { Allow: 'GET' });
  const campaign = CAMPAIGNS[file];
  if (action === 'widget') return sendJson(ctx.res, 200, JSON.stringify(campaign.widget));
  if (action === 'widgethtml') {
    return sendJson(ctx.res, 200, JSON.stringify({ html: campaignHtml(file, ctx.rt.content, moneyFormatter(ctx.rt.profile.currency)) }));
  }
  sendJson(ctx.res, 404, JSON.stringify({ error: 'unknown_action', action }));
}

async function handleWebplay(ctx: RequestContext): Promise<void> {
  if (ctx.req.method !== 'POST') return sendJson(ctx.res, 405, '{"error":"method_not_allowed"}', { Allow: 'POST' });
  const form = parseForm(await readBody(ctx.req), ctx.req.headers['content-type']);
  if (form.get('tryout') !== 'rollback') return sendJson(ctx.res, 400, '{"error":"bad_request"}');
  // The old design reads this cookie; the lobby's rollback banner goes with it.
  const cookie = `${TRYOUT_COOKIE}=rollback; Path=/; Max-Age=31536000; SameSite=Lax`;
  sendJson(ctx.res, 200, '{"success":true}', { 'Set-Cookie': cookie });
}

function handleTournamentLobby(ctx: RequestContext): void {
  const list = lobbyTournaments(ctx.rt.origin, controllerNow(ctx.rt)).tournaments;
  const body = html`<div class="card"><h1>Tournament lobby</h1>
    <p class="muted">Open a tournament to see its leaderboard.</p>
    ${list.map((t) => html`<section class="demo" id="${t.tournament_id}"><span><strong>${t.tournament_name}</strong><br><span class="muted">${t.status === 'Running' ? 'Running' : 'Coming'} · ${t.tournament_start_date} – ${t.tournament_end_date}</span></span><a class="button" href="#${t.tournament_id}">Leaderboard</a></section>`)}
  </div>`;
  const page = renderPage({ title: 'Tournament lobby', casinoName: ctx.rt.profile.casinoName, body });
  send(
    ctx.res,
    200,
    page.replace('</style>', 'section:target{outline:3px solid var(--accent);border-radius:8px}</style>'),
    'text/html; charset=utf-8',
    {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  );
}

function promoPicture(ctx: RequestContext, kind: string, name: string): string {
  if (kind === 'promos') return promoBannerSvg(name, moneyFormatter(ctx.rt.profile.currency), ctx.rt.profile.brandColour);
  const size = name.endsWith('-mobile') ? 'mobile' : 'desktop';
  return tournamentArtSvg(name.replace(/-(desktop|mobile)$/, ''), size);
}

let clip: Buffer | null = null;

/** The video promo's clip, with byte ranges as a browser asks for them. */
function handlePromoVideo(ctx: RequestContext): void {
  clip ??= readFileSync(PROMO_VIDEO.file);
  const headers = { 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(ctx.req.headers.range ?? ''));
  if (!range) {
    send(ctx.res, 200, clip, 'video/mp4', headers);
    return;
  }
  const size = clip.length;
  const start = range[1] ? Number(range[1]) : Math.max(size - Number(range[2] || 0), 0);
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start > end || start >= size) send(ctx.res, 416, '', 'text/plain', { 'Content-Range': `bytes */${size}` });
  else send(ctx.res, 206, clip.subarray(start, end + 1), 'video/mp4', { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` });
}

/** Serves the campaign widgets, the design rollback, the tournament lobby, the promo pictures and the promo video. */
export async function handlePromoPath(ctx: RequestContext): Promise<void> {
  const path = ctx.url.pathname;
  if (path === PROMO_VIDEO.path) return handlePromoVideo(ctx);
  if (path === TOURNAMENT_LOBBY_PATH) {
    if (!ctx.rt.config.tournaments) return sendJson(ctx.res, 404, '{"error":"not_found"}');
    return handleTournamentLobby(ctx);
  }
  const asset = PROMO_ASSET.exec(path);
  if (asset) {
    return send(ctx.res, 200, promoPicture(ctx, asset[1] ?? '', asset[2] ?? ''), 'image/svg+xml; charset=utf-8', {
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  }
  const file = path.slice(CONTROLLERS_DIR.length);
  if (file === WEBPLAY_CONTROLLER) return handleWebplay(ctx);
  return handleCampaign(ctx, file as Campaign);
}

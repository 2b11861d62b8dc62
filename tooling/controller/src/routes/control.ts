import { ENVELOPE_COMPRESSIONS, type EnvelopeCompression } from '../envelope.ts';
import { parseFault } from '../faults.ts';
import { SEED_CONTENTS, type SeedContent } from '../promos/content.ts';
import { readBody, sendJson } from '../http.ts';
import { CONTROL_PATHS, PLAYER_BALANCE_CONTROL } from '../paths.ts';
import { DEMO_PASSWORD } from '../seed/players.ts';
import { findPlayerId, setBalance } from '../store/play-store.ts';
import { listFavorites, listPlayers } from '../store/player-queries.ts';
import { resetPlayers } from '../store/players-store.ts';
import type { ProfileFlags } from '../profiles.ts';
import { setControllerClock } from '../clock.ts';
import { type CasinoLicence, toJurisdiction } from '@lobby/domain';
import type { RequestContext } from './context.ts';

const json = (value: unknown): string => JSON.stringify(value);

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What {@link jsonBody} gives for a body that is not JSON (a 400 has been sent). */
export const NOT_JSON = Symbol('not JSON');

/** The request's JSON body, or NOT_JSON once a 400 has been sent for a body that is not JSON. */
export async function jsonBody({ req, res }: RequestContext): Promise<unknown> {
  try {
    return JSON.parse(await readBody(req));
  } catch {
    sendJson(res, 400, json({ error: 'bad_request', message: 'body must be JSON' }));
    return NOT_JSON;
  }
}

async function faults(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  if (req.method === 'GET') return sendJson(res, 200, json({ faults: rt.faults.list() }));
  if (req.method === 'DELETE') {
    rt.faults.clear();
    return sendJson(res, 200, json({ faults: [] }));
  }
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'GET, POST, DELETE' });
  const input = await jsonBody(ctx);
  if (input === NOT_JSON) return;
  const fault = parseFault(input);
  if (typeof fault === 'string') return sendJson(res, 400, json({ error: 'bad_request', message: fault }));
  rt.faults.set(fault);
  rt.log(`${rt.profile.key}: fault set ${json(fault)}`);
  sendJson(res, 200, json({ faults: rt.faults.list() }));
}

/** Flags `POST /__control/flags` may switch: the profile's boolean configuration flags. */
function parseFlags(input: unknown, known: readonly string[]): Partial<ProfileFlags> | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'body must be a JSON object of flags';
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(input)) {
    if (!known.includes(name)) return `unknown flag ${name}; known: ${known.join(', ')}`;
    if (typeof value !== 'boolean') return `flag ${name} must be true or false`;
    flags[name] = value;
  }
  return flags;
}

async function flags(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  const current = () => {
    const known = Object.keys(rt.profile.flags) as (keyof ProfileFlags)[];
    return Object.fromEntries(known.map((name) => [name, rt.config[name]]));
  };
  if (req.method === 'GET') return sendJson(res, 200, json({ flags: current() }));
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'GET, POST' });
  const input = await jsonBody(ctx);
  if (input === NOT_JSON) return;
  const parsed = parseFlags(input, Object.keys(rt.profile.flags));
  if (typeof parsed === 'string') return sendJson(res, 400, json({ error: 'bad_request', message: parsed }));
  rt.setFlags(parsed);
  rt.log(`${rt.profile.key}: flags set ${json(parsed)}`);
  sendJson(res, 200, json({ flags: current() }));
}

/** `POST /__control/pages` `{cashier: "javascript:..."}`: page links as sent, unchecked, so tests can plant hostile ones. */
async function pages(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'POST' });
  const input = await jsonBody(ctx);
  if (input === NOT_JSON) return;
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !Object.values(input).every((v) => typeof v === 'string')) {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'body must be a JSON object of page links (text)' }));
  }
  rt.setPages(input as Record<string, string>);
  rt.log(`${rt.profile.key}: pages set ${json(input)}`);
  sendJson(res, 200, json({ pages: rt.config.pages }));
}

/** `POST /__control/envelope` `{compression: "deflate" | "gzip" | null}`: how envelopes are compressed until the next reset. */
async function envelope(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  const current = () => json({ compression: rt.envelopeCompression });
  if (req.method === 'GET') return sendJson(res, 200, current());
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'GET, POST' });
  const input = await jsonBody(ctx);
  if (input === NOT_JSON) return;
  const compression = (input as { compression?: unknown } | null)?.compression;
  if (compression !== null && !ENVELOPE_COMPRESSIONS.includes(compression as EnvelopeCompression)) {
    return sendJson(
      res,
      400,
      json({ error: 'bad_request', message: `compression must be null or one of ${ENVELOPE_COMPRESSIONS.join(', ')}` }),
    );
  }
  rt.setEnvelopeCompression(compression as EnvelopeCompression | null);
  rt.log(`${rt.profile.key}: envelope compression ${String(compression)}`);
  sendJson(res, 200, current());
}

/**
 * A licence a test sends: `{text, url?}` with any text, hostile links included (the lobby checks
 * them), or null (none sent); undefined when it is neither.
 */
function licenceOf(input: unknown): CasinoLicence | null | undefined {
  if (input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return undefined;
  const { text, url = null } = input as { text?: unknown; url?: unknown };
  if (typeof text !== 'string' || (url !== null && typeof url !== 'string')) return undefined;
  return { text, url };
}

/**
 * `POST /__control/protection` `{jurisdiction?: "ukgc" | ... | null, responsibleGaming?: boolean,
 * licence?: {text, url?} | null}`: the market and the licence `getconfig` sends (null: none sent,
 * the casino's casino.ts decides) and whether the responsible-gaming calls exist, until the next
 * reset. `GET` tells the current ones.
 */
async function protection(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  const current = () =>
    json({
      jurisdiction: rt.jurisdiction,
      sent: rt.config.jurisdiction ?? null,
      responsibleGaming: rt.responsibleGaming,
      licence: rt.config.licence ?? null,
    });
  if (req.method === 'GET') return sendJson(res, 200, current());
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'GET, POST' });
  const input = await jsonBody(ctx);
  if (input === NOT_JSON) return;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'body must be a JSON object' }));
  }
  const { jurisdiction, responsibleGaming } = input as { jurisdiction?: unknown; responsibleGaming?: unknown };
  const sentLicence = (input as { licence?: unknown }).licence;
  const licence = sentLicence === undefined ? undefined : licenceOf(sentLicence);
  const market = jurisdiction === null || jurisdiction === undefined ? jurisdiction : toJurisdiction(jurisdiction);
  if (market === null && jurisdiction !== null) {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'jurisdiction must be none, ukgc, mga, ggl, ksa, agco, sga or null' }));
  }
  if (responsibleGaming !== undefined && typeof responsibleGaming !== 'boolean') {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'responsibleGaming must be true or false' }));
  }
  if (sentLicence !== undefined && licence === undefined) {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'licence must be {text, url?} or null' }));
  }
  rt.setProtection({
    ...(market === undefined ? {} : { jurisdiction: market }),
    ...(responsibleGaming === undefined ? {} : { responsibleGaming }),
    ...(licence === undefined ? {} : { licence }),
  });
  rt.log(`${rt.profile.key}: protection set ${json(input)}`);
  sendJson(res, 200, current());
}

/** `POST /__control/content` `{content: "showcase" | "hostile"}`: the seed's copy until the next reset. */
async function content(ctx: RequestContext): Promise<void> {
  const { rt, req, res } = ctx;
  const current = () => json({ content: rt.content });
  if (req.method === 'GET') return sendJson(res, 200, current());
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'GET, POST' });
  const input = await jsonBody(ctx);
  if (input === NOT_JSON) return;
  const next = (input as { content?: unknown } | null)?.content;
  if (!SEED_CONTENTS.includes(next as SeedContent)) {
    return sendJson(res, 400, json({ error: 'bad_request', message: `content must be one of ${SEED_CONTENTS.join(', ')}` }));
  }
  rt.setContent(next as SeedContent);
  rt.log(`${rt.profile.key}: content ${String(next)}`);
  sendJson(res, 200, current());
}

function reset(ctx: RequestContext): void {
  const { rt } = ctx;
  if (ctx.req.method !== 'POST') {
    sendJson(ctx.res, 405, json({ error: 'method_not_allowed' }), { Allow: 'POST' });
    return;
  }
  rt.faults.clear();
  rt.setFlags({});
  rt.setPages({});
  rt.setEnvelopeCompression(undefined);
  rt.setProtection({});
  rt.setContent(undefined);
  resetPlayers(rt.db, rt.scope, rt.catalog);
  setControllerClock(rt, null);
  rt.log(`${rt.profile.key}: reset players, favorites, balances, sessions, flags, faults and content`);
  sendJson(ctx.res, 200, json({ ok: true }));
}

function players(ctx: RequestContext): void {
  const { rt } = ctx;
  const list = listPlayers(rt.db, rt.casinoId).map((p) => ({
    username: p.username,
    password: DEMO_PASSWORD,
    PID: p.pid,
    name: `${p.fname} ${p.lname}`,
    class: p.class,
    class_vip_level: p.class_vip_level,
    practicemode: p.practicemode,
    balance: p.balances.balance,
    currency_code: p.currency_code,
    unread: p.unread,
    favorites: listFavorites(rt.db, rt.casinoId, p.pid).length,
    sportsbook: rt.profile.sportsbookPlayerIds.includes(p.pid),
  }));
  sendJson(ctx.res, 200, json({ casino_id: rt.casinoId, players: list }));
}

async function playerBalance(ctx: RequestContext, username: string): Promise<void> {
  const { rt, req, res } = ctx;
  if (req.method !== 'POST') return sendJson(res, 405, json({ error: 'method_not_allowed' }), { Allow: 'POST' });
  let balance: unknown;
  try {
    balance = (JSON.parse(await readBody(req)) as { balance?: unknown } | null)?.balance;
  } catch {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'body must be JSON' }));
  }
  // null is allowed: the lobby must show --- for a balance the server does not know.
  if (balance !== null && (typeof balance !== 'number' || !Number.isFinite(balance) || balance < 0 || balance > 1_000_000_000)) {
    return sendJson(res, 400, json({ error: 'bad_request', message: 'balance must be a number from 0 to 1e9, or null' }));
  }
  const pid = findPlayerId(rt.db, rt.casinoId, username);
  if (pid === null || !setBalance(rt.db, rt.casinoId, pid, balance === null ? null : Math.round(balance * 100))) {
    return sendJson(res, 404, json({ error: 'unknown_player' }));
  }
  rt.log(`${rt.profile.key}: balance of ${username} set to ${balance}`);
  sendJson(res, 200, json({ username, balance }));
}

/** The reference controller's test controls under `/__control/` (JSON in, JSON out). */
export async function handleControl(ctx: RequestContext): Promise<void> {
  switch (ctx.url.pathname) {
    case CONTROL_PATHS.faults:
      return faults(ctx);
    case CONTROL_PATHS.reset:
      return reset(ctx);
    case CONTROL_PATHS.players:
      return players(ctx);
    case CONTROL_PATHS.flags:
      return flags(ctx);
    case CONTROL_PATHS.pages:
      return pages(ctx);
    case CONTROL_PATHS.envelope:
      return envelope(ctx);
    case CONTROL_PATHS.protection:
      return protection(ctx);
    case CONTROL_PATHS.content:
      return content(ctx);
    default: {
      const balance = PLAYER_BALANCE_CONTROL.exec(ctx.url.pathname);
      const username = balance ? safeDecode(balance[1] ?? '') : null;
      if (username) return playerBalance(ctx, username);
      return sendJson(ctx.res, 404, json({ error: 'unknown_control' }));
    }
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { encodeEnvelope } from '../envelope.ts';
import type { Fault, FaultBody } from '../faults.ts';
import { parseForm, readBody, send, sendJson, sessionCookie } from '../http.ts';
import { type ActionName, ENCRYPTED_ACTIONS, sessionCookieName } from '../paths.ts';
import type { RequestContext } from './context.ts';
import { PROMO_ACTIONS } from '../promos/promo-actions.ts';
import { LOBBY_ACTIONS } from './lobby-actions.ts';

/** The action of a main-endpoint call: the first query key, or `setFavorite` for a query-less POST. */
export function actionOf(method: string | undefined, url: URL): string | null {
  const first = url.searchParams.keys().next();
  if (!first.done) return first.value;
  return method === 'POST' ? 'setFavorite' : null;
}

/** Serves `LobbyController.php`: faults first, then session checks, then the action, encrypted where due. */
export async function handleLobby(ctx: RequestContext): Promise<void> {
  const { rt, req, res, url } = ctx;
  const action = actionOf(req.method, url);
  if (action === null) return sendJson(res, 400, '{"error":"missing_action"}');
  const fault = rt.faults.take(action);
  if (fault && (await applyFault(ctx, fault))) return;
  const spec = Object.hasOwn(LOBBY_ACTIONS, action)
    ? LOBBY_ACTIONS[action as ActionName]
    : Object.hasOwn(PROMO_ACTIONS, action)
      ? PROMO_ACTIONS[action]
      : undefined;
  if (!spec) return sendJson(res, 404, JSON.stringify({ error: 'unknown_action', action }));
  if (req.method !== spec.method) return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: spec.method });
  const form = spec.method === 'POST' ? parseForm(await readBody(req), req.headers['content-type']) : url.searchParams;
  const clear = staleCookieCleared(ctx);
  if (spec.needsPlayer && !ctx.player) return sendJson(res, 401, '{"error":"auth_required"}', clear);
  const result = spec.run({ rt, player: ctx.player, form, now: Date.now() });
  if (result.status === 200 && (spec.encrypted || ENCRYPTED_ACTIONS.includes(action as ActionName))) {
    // PHP controllers send the envelope as a bare string body; text/plain says as much.
    const compression = rt.envelopeCompression;
    return send(res, 200, encodeEnvelope(result.json, rt.profile.passphrase, { compression }), 'text/plain; charset=utf-8', {
      'Cache-Control': 'no-store',
      ...clear,
    });
  }
  sendJson(res, result.status, result.json, clear);
}

/** Headers that clear a session cookie naming an ended session; none when the cookie is fine. */
export function staleCookieCleared(ctx: RequestContext): Record<string, string> {
  return ctx.staleCookie ? { 'Set-Cookie': sessionCookie(sessionCookieName(ctx.rt.casinoId), '', 0) } : {};
}

/**
 * Plays a fault; returns false when the call should go on normally (a delay-only fault, or a fault
 * cleared while its delay held the call: the call is answered as if it had none).
 */
export async function applyFault(ctx: RequestContext, fault: Fault): Promise<boolean> {
  if (fault.delayMs) {
    const { cleared } = ctx.rt.faults;
    try {
      await sleep(fault.delayMs, undefined, { signal: AbortSignal.any([ctx.closing, cleared]) });
    } catch {
      // A closing server ends the call here; a reset lets it go on.
      return ctx.closing.aborted || !cleared.aborted;
    }
  }
  if (fault.drop) {
    ctx.req.socket.destroy();
    return true;
  }
  if (fault.answer) {
    const action = actionOf(ctx.req.method, ctx.url);
    const json = JSON.stringify(fault.answer);
    if (action !== null && ENCRYPTED_ACTIONS.includes(action as ActionName)) {
      const sealed = encodeEnvelope(json, ctx.rt.profile.passphrase, { compression: ctx.rt.envelopeCompression });
      send(ctx.res, 200, sealed, 'text/plain; charset=utf-8', { 'Cache-Control': 'no-store' });
    } else sendJson(ctx.res, fault.status ?? 200, json);
    return true;
  }
  if (fault.body) {
    const broken = brokenBody(fault.body, ctx.rt.profile.passphrase, ctx.rt.catalogJson(new Set()));
    send(ctx.res, fault.status ?? 200, broken.body, broken.type, { 'Cache-Control': 'no-store' });
    return true;
  }
  if (fault.status) {
    const error = fault.status === 401 ? { error: 'auth_required' } : { error: 'injected_fault', status: fault.status };
    sendJson(ctx.res, fault.status, JSON.stringify(error));
    return true;
  }
  return false;
}

const BAD_ENVELOPE_INPUTS = { salt: new Uint8Array(256).fill(0x5a), iv: new Uint8Array(16).fill(0xa5) };

function brokenBody(kind: FaultBody, passphrase: string, catalog: string): { body: string | Buffer; type: string } {
  if (kind === 'html') {
    return {
      body: '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
      type: 'text/html; charset=utf-8',
    };
  }
  if (kind === 'bad-envelope') {
    // Well-formed, so it passes shape checks; sealed under another key, so decryption fails. Fixed
    // salt and iv make the failure certain (a random pair lets 1 in 256 pass the padding check).
    const body = encodeEnvelope('{"error":"sealed with another passphrase"}', `${passphrase}:not-this-one`, BAD_ENVELOPE_INPUTS);
    return { body, type: 'text/plain; charset=utf-8' };
  }
  if (kind === 'bad-compressed') {
    // Decrypts fine and is marked deflate, but the plaintext is the catalog uncompressed: no zlib stream.
    const body = encodeEnvelope(catalog, passphrase, { compression: 'deflate', corruptCompression: true });
    return { body, type: 'text/plain; charset=utf-8' };
  }
  return { body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0x6f, 0x6b, 0x25, 0x25, 0x9f, 0x0a, 0x3c, 0x3f]), type: 'text/plain' };
}

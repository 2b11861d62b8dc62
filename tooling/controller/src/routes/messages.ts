import { encodeEnvelope } from '../envelope.ts';
import { send, sendJson } from '../http.ts';
import { inboxOf, LAST_IMPORT } from '../seed/messages.ts';
import type { RequestContext } from './context.ts';
import { actionOf, applyFault, staleCookieCleared } from './lobby.ts';

/**
 * Serves `MessageCenter.php?getmessages`: the player's messages, the unread total and the last
 * import time, sealed in the envelope like the lobby's player data. Faults apply by action name.
 */
export async function handleMessageCenter(ctx: RequestContext): Promise<void> {
  const { rt, req, res, url } = ctx;
  const action = actionOf(req.method, url);
  const fault = action === null ? undefined : rt.faults.take(action);
  if (fault && (await applyFault(ctx, fault))) return;
  if (action !== 'getmessages') return sendJson(res, 404, JSON.stringify({ error: 'unknown_action', action }));
  if (req.method !== 'GET') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'GET' });
  const clear = staleCookieCleared(ctx);
  if (!ctx.player) return sendJson(res, 401, '{"error":"auth_required"}', clear);
  const messages = inboxOf(ctx.player);
  const body = JSON.stringify({
    messages,
    count: { total_unread: messages.filter((message) => message.read === 0).length },
    lastimport: LAST_IMPORT,
  });
  send(res, 200, encodeEnvelope(body, rt.profile.passphrase, { compression: rt.envelopeCompression }), 'text/plain; charset=utf-8', {
    'Cache-Control': 'no-store',
    ...clear,
  });
}

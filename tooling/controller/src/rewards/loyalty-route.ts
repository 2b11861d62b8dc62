import { readBody, send, sendJson } from '../http.ts';
import { actionOf, applyFault, staleCookieCleared } from '../routes/lobby.ts';
import type { RequestContext } from '../routes/context.ts';
import { dfsPlanOf } from '../seed/reward-players.ts';
import { newEmailToken, writeDfsState } from '../store/rewards-store.ts';
import { DFS_EMAIL_LINK_PATH } from './reward-paths.ts';
import { DFS_GAME, DFS_PLAIN_SPINS, dfsReason, dfsStanding, dfsValidation, drawnSlice, usesWheel } from './dfs-rules.ts';

const json = (value: unknown) => JSON.stringify(value);
const NO_STORE = { 'Cache-Control': 'no-store' };

const METHODS: Readonly<Record<string, 'GET' | 'POST'>> = {
  dailyfreespins: 'GET',
  sendfreespinemail: 'GET',
  emailclickcheck: 'GET',
  redeem_dfs: 'POST',
};

const REFUSALS: Readonly<Record<string, string>> = {
  redeemed_today: 'Your free spins for today have already been redeemed.',
  email_not_clicked: 'Please confirm your email first.',
  minimum_deposit: 'A deposit is needed first.',
  active_coupon: 'You already have an active coupon.',
  fivedolar_balance: 'Your balance is above the limit of this offer.',
};

/** Serves `LoyaltyController.php`: the daily free spins validation, the email confirmation and the redeem. */
export async function handleLoyalty(ctx: RequestContext): Promise<void> {
  const { rt, req, res, url } = ctx;
  const action = actionOf(req.method, url) ?? '';
  const fault = rt.faults.take(action);
  if (fault && (await applyFault(ctx, fault))) return;
  const method = Object.hasOwn(METHODS, action) ? METHODS[action] : undefined;
  if (!method) return sendJson(res, 404, json({ error: 'unknown_action', action }));
  if (req.method !== method) return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: method });
  const body = method === 'POST' ? await readBody(req) : '';
  const clear = staleCookieCleared(ctx);
  const player = ctx.player;
  if (!player) return sendJson(res, 401, '{"error":"auth_required"}', clear);
  const { state } = dfsStanding(rt, player);
  switch (action) {
    case 'dailyfreespins':
      return sendJson(res, 200, json(dfsValidation(rt, player)), NO_STORE);
    case 'sendfreespinemail': {
      const needed = dfsPlanOf(player.username).requiresEmail && !state.emailClicked;
      if (needed) {
        const token = newEmailToken();
        writeDfsState(rt.db, rt.casinoId, player.pid, { ...state, emailToken: token, emailSentAt: Date.now() });
        rt.log(`${rt.profile.key}: free spins email for ${player.username}: ${rt.origin}${DFS_EMAIL_LINK_PATH}?token=${token}`);
      }
      return sendJson(res, 200, json({ success: true }), NO_STORE);
    }
    case 'emailclickcheck':
      return sendJson(res, 200, json({ success: state.emailClicked || !dfsPlanOf(player.username).requiresEmail }), NO_STORE);
    default:
      return redeem(ctx, body);
  }
}

/** The redeem's body: the validation merged with the spin fields. Only the game is read: what the player wins is drawn here. */
function readSpin(body: string): { game: string } | null {
  try {
    const value = JSON.parse(body) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return null;
    return { game: String(value.dfs_game ?? '') };
  } catch {
    return null;
  }
}

/**
 * Redeems today's spins. The request names a slice (`spins`, `wspins`, as the specification's
 * lobby sends them), but a player can edit it: the controller draws the slice itself from the
 * draw issued for the player and the day, and answers which one won (`drawn_slice`).
 */
function redeem(ctx: RequestContext, body: string) {
  const { rt, res } = ctx;
  const player = ctx.player;
  if (!player) return;
  const spin = readSpin(body);
  if (!spin) return sendJson(res, 400, json({ error: 'bad_request', message: 'body must be the JSON validation with the spin fields' }));
  const refuse = (message: string) =>
    sendJson(
      res,
      200,
      json({ success: false, responseMessage: message, gamename: '', gameimage: null, shortcut: '', freespins: 0 }),
      NO_STORE,
    );
  const reason = dfsReason(rt, player);
  if (reason !== null) return refuse(REFUSALS[reason] ?? 'Daily free spins are not available today.');
  const plan = dfsPlanOf(player.username);
  if (plan.redeemRefusal) return refuse(plan.redeemRefusal);
  if (spin.game !== DFS_GAME) return refuse('This game is not part of the daily free spins.');
  const slices = usesWheel(rt, player) ? (plan.slices ?? []) : null;
  const slice = slices ? drawnSlice(rt, player, slices) : null;
  if (slices && slice === null) return refuse('Daily free spins are not available today.');
  const spins = slices && slice !== null ? (slices[slice]?.no_of_spins ?? 0) : DFS_PLAIN_SPINS;
  const { state, today } = dfsStanding(rt, player);
  writeDfsState(rt.db, rt.casinoId, player.pid, { ...state, redeemedDay: today });
  const game = rt.findGame(DFS_GAME);
  rt.log(`${rt.profile.key}: ${player.username} redeemed ${spins} daily free spins`);
  send(
    res,
    200,
    json({
      success: true,
      responseMessage: spins > 0 ? `${spins} free spins are waiting for you.` : 'No spins this time. Come back tomorrow.',
      gamename: game?.name ?? DFS_GAME,
      gameimage: game ? `${rt.origin}/assets/games/${game.shortname}/landscape.svg` : null,
      shortcut: DFS_GAME,
      freespins: spins,
      ...(slice === null ? {} : { drawn_slice: slice }),
    }),
    'application/json; charset=utf-8',
    NO_STORE,
  );
}

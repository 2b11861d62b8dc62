import { parseForm, readBody, sendJson } from '../http.ts';
import { forcedReels, parseAmountCents, type SlotSymbol, payout, SPIN_STAKE_CENTS, spinReels } from '../play/slot.ts';
import type { SeedGame } from '../seed/catalog-types.ts';
import { type RoundResult, setBalance, settleRound } from '../store/play-store.ts';
import { controllerNow } from '../clock.ts';
import { kindReachedUntil, loginRefusal, rulesOf } from '../protection/protection-state.ts';
import { addHistory } from '../store/protection-store.ts';
import type { RequestContext } from './context.ts';
import { FUN_START_BALANCE, frameRefusal, tokenPlayer } from './frame-access.ts';

/** What the page asks for: a spin, or one of the test outcomes with its amount. */
type RoundOp = 'spin' | 'win' | 'lose' | 'set';

/** A round before money moves: stake, win and the reels to show (null: leave them). */
interface Round {
  readonly stakeCents: number;
  readonly winCents: number;
  readonly reels: readonly SlotSymbol[] | null;
}

const OPS: readonly RoundOp[] = ['spin', 'win', 'lose', 'set'];

function planRound(op: RoundOp, amountCents: number): Round {
  if (op === 'spin') {
    const reels = spinReels();
    return { stakeCents: SPIN_STAKE_CENTS, winCents: payout(reels, SPIN_STAKE_CENTS), reels };
  }
  if (op === 'win') return { stakeCents: 0, winCents: amountCents, reels: forcedReels('win') };
  if (op === 'lose') return { stakeCents: amountCents, winCents: 0, reels: forcedReels('lose') };
  return { stakeCents: 0, winCents: 0, reels: null };
}

// Fun money lives in the page: the client sends its stack, the answer is the new one, no row changes.
function funRound(op: RoundOp, amountCents: number, funCents: number, round: Round): RoundResult {
  if (op === 'set') return { balanceCents: amountCents };
  if (round.stakeCents > funCents) return { error: 'insufficient_funds' };
  return { balanceCents: funCents - round.stakeCents + round.winCents };
}

/**
 * One round of the demo game (`POST .../play`, JSON or form `op, amount, token | fun`). With a valid
 * token it moves the player's balance in the database; without one it is fun money and changes
 * nothing stored. A dead token is refused rather than quietly played for fun.
 */
export async function handleRound(ctx: RequestContext, game: SeedGame): Promise<void> {
  const { rt, req, res } = ctx;
  if (req.method !== 'POST') return sendJson(res, 405, '{"error":"method_not_allowed"}', { Allow: 'POST' });
  const form = parseForm(await readBody(req), req.headers['content-type']);
  const op = OPS.find((o) => o === form.get('op'));
  const amountCents = op === 'spin' ? SPIN_STAKE_CENTS : parseAmountCents(form.get('amount'), op === 'set');
  if (!op || amountCents === null)
    return sendJson(res, 400, JSON.stringify({ error: 'bad_request', message: 'op must be spin, win, lose or set, with an amount' }));
  const player = tokenPlayer(ctx, form.get('token'));
  if (player === null) return sendJson(res, 401, '{"error":"invalid_token"}');
  const refused = frameRefusal(ctx, game, player);
  if (refused) return sendJson(res, 403, JSON.stringify({ error: refused }));
  const round = planRound(op, amountCents);
  const now = controllerNow(rt);
  if (player) {
    // A game token outlives the session: a block or a reached limit must stop the rounds too.
    if (loginRefusal(rt, player.pid, now)) return sendJson(res, 403, '{"error":"blocked"}');
    if (round.stakeCents > 0 && rulesOf(rt).limits && kindReachedUntil(rt, player.pid, 'loss', now) !== null) {
      return sendJson(res, 403, '{"error":"loss_limit_reached"}');
    }
  }
  let result: RoundResult;
  if (player) {
    result =
      op === 'set'
        ? setBalance(rt.db, rt.casinoId, player.pid, amountCents)
          ? { balanceCents: amountCents }
          : { error: 'unknown_player' }
        : settleRound(rt.db, rt.casinoId, player.pid, round.stakeCents, round.winCents);
  } else {
    result = funRound(op, amountCents, parseAmountCents(form.get('fun'), true) ?? FUN_START_BALANCE * 100, round);
  }
  if ('error' in result) return sendJson(res, result.error === 'insufficient_funds' ? 409 : 401, JSON.stringify({ error: result.error }));
  if (player) {
    if (round.stakeCents > 0)
      addHistory(rt.db, rt.casinoId, player.pid, { at: now, kind: 'stake', cents: round.stakeCents, detail: game.name });
    if (round.winCents > 0) addHistory(rt.db, rt.casinoId, player.pid, { at: now, kind: 'win', cents: round.winCents, detail: game.name });
    rt.log(`${rt.profile.key}: ${player.username} ${op} on ${game.shortname}: balance ${result.balanceCents / 100}`);
  }
  sendJson(
    res,
    200,
    JSON.stringify({
      mode: player ? 'real' : 'fun',
      op,
      reels: round.reels,
      stake: round.stakeCents / 100,
      win: round.winCents / 100,
      balance: result.balanceCents / 100,
      currency: player ? player.currency_code : null,
    }),
  );
}

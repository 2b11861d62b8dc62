import type { GameRef } from '@lobby/domain';
import type { CasinoRuntime } from '../casino-runtime.ts';
import type { PlayerRecord } from '../store/player-queries.ts';
import { listFavorites } from '../store/player-queries.ts';

/** A controller answer before encoding: status and JSON text. */
export interface ActionResult {
  readonly status: number;
  readonly json: string;
}

/** What an action handler gets. */
export interface ActionRequest {
  readonly rt: CasinoRuntime;
  readonly player: PlayerRecord | null;
  readonly form: URLSearchParams;
  readonly now: number;
}

/** An answer from a value. */
export function answer(value: unknown, status = 200): ActionResult {
  return { status, json: JSON.stringify(value) };
}

/** The player's favorites as the wire carries them. */
export function favoritesOf(rt: CasinoRuntime, pid: number): GameRef[] {
  return listFavorites(rt.db, rt.casinoId, pid);
}

/** The `player` object of `getconfig`: flags as 0/1, as the PHP controllers send them. */
export function wirePlayer(rt: CasinoRuntime, p: PlayerRecord) {
  return {
    PID: p.pid,
    fname: p.fname,
    lname: p.lname,
    class: p.class,
    class_vip_level: p.class_vip_level,
    class_display_name: p.class_display_name,
    currency_code: p.currency_code,
    practicemode: p.practicemode,
    favorites: favoritesOf(rt, p.pid),
    balances: p.balances,
  };
}

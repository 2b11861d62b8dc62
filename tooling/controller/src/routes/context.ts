import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CasinoRuntime } from '../casino-runtime.ts';
import type { PlayerRecord } from '../store/player-queries.ts';

/** One request as every route sees it. */
export interface RequestContext {
  readonly rt: CasinoRuntime;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The request URL, parsed against a placeholder origin: only path and query are meaningful. */
  readonly url: URL;
  readonly player: PlayerRecord | null;
  /** The session id from the cookie, when it names a live session. */
  readonly sessionId: string | null;
  /** The cookie named a session that no longer exists: answers should clear it. */
  readonly staleCookie: boolean;
  /** Aborted when the controller shuts down, so delayed answers stop waiting. */
  readonly closing: AbortSignal;
  readonly allowedOrigins: ReadonlySet<string>;
}

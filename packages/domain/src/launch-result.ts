import { LAUNCH_ERRORS, type LaunchedGame, type LaunchErrorCode, type LaunchResult } from './entities/play.ts';

/** The error views of the play screen: mobile only, login required, invalid game (goes back), or the generic game error. */
export type LaunchErrorView = 'mobile_only' | 'auth_required' | 'invalid_game' | 'generic';

/** The error view for a launch error `code`; any code without a view of its own is generic. */
export function launchErrorView(code: LaunchErrorCode | null | undefined): LaunchErrorView {
  return (LAUNCH_ERRORS as readonly unknown[]).includes(code) ? (code as LaunchErrorView) : 'generic';
}

/** What the play screen does with a launcher answer: show an error, let the player choose a version, or load the game. */
export type LaunchOutcome =
  | { readonly kind: 'error'; readonly view: LaunchErrorView }
  | { readonly kind: 'choose'; readonly games: readonly LaunchedGame[] }
  | { readonly kind: 'ready'; readonly game: LaunchedGame };

/** The outcome of a `gamelauncher` answer; a missing answer, a failure or no game at all is an error. */
export function launchOutcome(result: LaunchResult | null): LaunchOutcome {
  if (!result?.success || result.error) return { kind: 'error', view: launchErrorView(result?.error) };
  const games = result.games.filter((game) => typeof game.url === 'string' && game.url.length > 0);
  const [first] = games;
  if (!first) return { kind: 'error', view: 'generic' };
  return games.length === 1 ? { kind: 'ready', game: first } : { kind: 'choose', games };
}

/** What is appended to a game URL. */
export interface GameUrlParams {
  /** The `gettoken` token; null (practice play) appends none. */
  readonly token: string | null;
  readonly language: string;
  /** Where the game's own lobby/exit button leads. */
  readonly returnUrl: string;
}

const ADDED_KEYS = new Set(['token', 'Language', 'returnurl']);

function keyOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `base` with `token`, `Language` and `returnurl` set (values URL-encoded): appended with `?` or `&`
 * as the URL needs, replacing any the URL already had, other parameters and the `#fragment` kept.
 */
export function gameUrl(base: string, params: GameUrlParams): string {
  const hashAt = base.indexOf('#');
  const fragment = hashAt >= 0 ? base.slice(hashAt) : '';
  const withoutFragment = hashAt >= 0 ? base.slice(0, hashAt) : base;
  const queryAt = withoutFragment.indexOf('?');
  const path = queryAt >= 0 ? withoutFragment.slice(0, queryAt) : withoutFragment;
  const query = queryAt >= 0 ? withoutFragment.slice(queryAt + 1) : '';
  const kept = query.split('&').filter((pair) => pair.length > 0 && !ADDED_KEYS.has(keyOf(pair)));
  const added: [string, string][] = [];
  if (params.token !== null) added.push(['token', params.token]);
  added.push(['Language', params.language], ['returnurl', params.returnUrl]);
  const encoded = added.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${path}?${[...kept, ...encoded].join('&')}${fragment}`;
}

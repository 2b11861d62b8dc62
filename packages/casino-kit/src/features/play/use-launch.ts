import { gameUrl, type LaunchedGame, type LaunchErrorView, launchOutcome, type PlayMode } from '@lobby/domain';
import { useCallback, useMemo, useState } from 'react';
import { FRESH } from '@lobby/casino-core';
import { useGetGameTokenQuery, useLaunchGameQuery } from './play-api.ts';

/** Where a launch stands. */
export type LaunchState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly view: LaunchErrorView }
  | { readonly status: 'choose'; readonly games: readonly LaunchedGame[] }
  | { readonly status: 'ready'; readonly game: LaunchedGame; readonly url: string };

/** What a launch needs. */
export interface LaunchRequest {
  readonly shortname: string;
  readonly provider: string | null;
  readonly mode: PlayMode;
  readonly language: string;
  /** Where the game's own exit leads: the lobby. */
  readonly returnUrl: string;
  /** Whether a token goes with the URL (a logged-in player on real money). */
  readonly withToken: boolean;
}

/**
 * Launches a game when `enabled`: gamelauncher, then (several versions) the player's choice, then
 * gettoken appended with Language and returnurl. A newer request replaces the older one, whose
 * call is aborted; leaving the screen aborts what is under way.
 */
export function useLaunch(request: LaunchRequest, enabled: boolean) {
  const { shortname, provider, mode, language, returnUrl, withToken } = request;
  const launch = useLaunchGameQuery(
    { game: shortname, realmoney: mode === 'play', provider: provider ?? undefined },
    { ...FRESH, skip: !enabled },
  );
  // The version chosen, for the launch (request) it was chosen in.
  const [chosen, setChosen] = useState<{ requestId: string | undefined; provider: string } | null>(null);
  const outcome = useMemo(() => (launch.currentData ? launchOutcome(launch.currentData) : null), [launch.currentData]);
  const version = chosen !== null && chosen.requestId === launch.requestId ? chosen.provider : null;
  const game =
    outcome?.kind === 'ready'
      ? outcome.game
      : outcome?.kind === 'choose'
        ? (outcome.games.find((item) => item.provider === version) ?? null)
        : null;
  const token = useGetGameTokenQuery(game?.url ?? '', { ...FRESH, skip: game === null || !withToken });

  const state = useMemo<LaunchState>(() => {
    if (launch.isError) return { status: 'error', view: 'generic' };
    if (outcome === null) return { status: 'loading' };
    if (outcome.kind === 'error') return { status: 'error', view: outcome.view };
    if (game === null) return outcome.kind === 'choose' ? { status: 'choose', games: outcome.games } : { status: 'loading' };
    if (!withToken) return { status: 'ready', game, url: gameUrl(game.url, { token: null, language, returnUrl }) };
    if (token.isError) return { status: 'error', view: 'generic' };
    if (token.currentData === undefined) return { status: 'loading' };
    return { status: 'ready', game, url: gameUrl(game.url, { token: token.currentData, language, returnUrl }) };
  }, [launch.isError, outcome, game, withToken, token.isError, token.currentData, language, returnUrl]);

  const choose = useCallback(
    (version: string) => {
      if (state.status !== 'choose' || !state.games.some((item) => item.provider === version)) return;
      setChosen({ requestId: launch.requestId, provider: version });
    },
    [state, launch.requestId],
  );
  return { state, choose };
}

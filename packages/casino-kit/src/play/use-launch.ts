import { gameUrl, type LaunchedGame, type LaunchErrorView, launchOutcome, type PlayMode } from '@lobby/domain';
import { useCallback, useEffect, useState } from 'react';
import { useDeps } from '../app/deps-context.tsx';

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
 * gettoken appended with Language and returnurl. A newer request cancels the older one.
 */
export function useLaunch(request: LaunchRequest, enabled: boolean) {
  const deps = useDeps();
  const { shortname, provider, mode, language, returnUrl, withToken } = request;
  const [state, setState] = useState<LaunchState>({ status: 'loading' });

  const open = useCallback(
    async (game: LaunchedGame, signal: AbortSignal) => {
      const token = withToken ? await deps.api.getGameToken({ signal }) : null;
      const url = gameUrl(game.url, { token, language, returnUrl });
      if (!signal.aborted) setState({ status: 'ready', game, url });
    },
    [deps, withToken, language, returnUrl],
  );

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    deps.api
      .launchGame({ game: shortname, realmoney: mode === 'play', provider: provider ?? undefined }, { signal: controller.signal })
      .then(async (result) => {
        const outcome = launchOutcome(result);
        if (outcome.kind === 'error') setState({ status: 'error', view: outcome.view });
        else if (outcome.kind === 'choose') setState({ status: 'choose', games: outcome.games });
        else await open(outcome.game, controller.signal);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        deps.log('game could not be launched', error);
        setState({ status: 'error', view: 'generic' });
      });
    return () => controller.abort();
  }, [deps, enabled, shortname, provider, mode, open]);

  const choose = useCallback(
    (chosen: string) => {
      if (state.status !== 'choose') return;
      const game = state.games.find((item) => item.provider === chosen);
      if (!game) return;
      setState({ status: 'loading' });
      open(game, new AbortController().signal).catch((error: unknown) => {
        deps.log('game token could not be loaded', error);
        setState({ status: 'error', view: 'generic' });
      });
    },
    [deps, open, state],
  );
  return { state, choose };
}

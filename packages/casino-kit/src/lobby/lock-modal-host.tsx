import { type Game, type GameLockDetails, lockView } from '@lobby/domain';
import type { GameLockStatus } from '@lobby/ui';
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useDeps } from '../app/deps-context.tsx';
import { useAppSelector } from '../app/hooks.ts';
import { selectConfig } from '../store/selectors.ts';
import { gameLandscape } from './thumbnails.ts';

const GameLockModal = lazy(() => import('./lock-modal.tsx'));

const OpenLockContext = createContext<(game: Game) => void>(() => undefined);

/** Opens the lock modal for a game. */
export function useOpenLock(): (game: Game) => void {
  return use(OpenLockContext);
}

function formatDate(instant: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }).format(instant);
}

/** Hosts the game lock modal: fetches getgamelockdetails for the game asked for and shows its kind. */
export function LockModalHost({ children }: { children: ReactNode }) {
  const deps = useDeps();
  const config = useAppSelector(selectConfig);
  const language = useAppSelector((state) => state.preferences.language);
  const [game, setGame] = useState<Game | null>(null);
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState<GameLockDetails | 'loading' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry asks for the details again.
  useEffect(() => {
    if (!game) return;
    const controller = new AbortController();
    setDetails('loading');
    deps.api
      .getGameLockDetails({ shortname: game.shortname, provider: game.provider }, { signal: controller.signal })
      .then(setDetails, (error: unknown) => {
        if (controller.signal.aborted) return;
        deps.log('lock details could not be loaded', error);
        setDetails('error');
      });
    return () => controller.abort();
  }, [deps, game, attempt]);

  const openLock = useCallback((next: Game) => {
    setGame(next);
    setOpen(true);
  }, []);

  const state = useMemo<GameLockStatus>(() => {
    if (details === 'loading' || details === 'error') return { status: details };
    const view = lockView(details, deps.now());
    if (view.kind === 'signup') {
      return { status: 'ready', lock: { kind: 'signup', availableFrom: view.availableFrom === null ? null : formatDate(view.availableFrom, language) } };
    }
    return { status: 'ready', lock: { kind: view.kind } };
  }, [details, deps, language]);

  return (
    <OpenLockContext value={openLock}>
      {children}
      {game && config ? (
        <Suspense fallback={null}>
        <GameLockModal
          open={open}
          onClose={() => setOpen(false)}
          gameName={typeof details === 'object' ? details.display_name || game.name : game.display_name || game.name}
          image={typeof details === 'object' && details.img_landscape ? details.img_landscape : gameLandscape(config.assets_domain, game)}
          state={state}
          onRetry={() => setAttempt((value) => value + 1)}
          onLiveChat={config.pages.contact ? () => window.open(config.pages.contact, '_blank', 'noopener') : undefined}
          depositHref={config.pages.cashier}
        />
        </Suspense>
      ) : null}
    </OpenLockContext>
  );
}

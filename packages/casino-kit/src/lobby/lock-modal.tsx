import { type Game, type GameLockDetails, lockView } from '@lobby/domain';
import { GameLockModal, type GameLockStatus } from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';
import { useDeps } from '../app/deps-context.tsx';
import { useAppSelector } from '../app/hooks.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { EN_LISTS } from '../i18n/parts/lists.ts';
import { selectConfig } from '../store/selectors.ts';
import { gameLandscape } from './thumbnails.ts';

function formatDate(instant: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }).format(instant);
}

/** Props of {@link LockModal}. */
export interface LockModalProps {
  game: Game;
  open: boolean;
  onClose: () => void;
}

/**
 * The lock modal of `game`: fetches getgamelockdetails and shows its kind. In its own chunk, with
 * the widget: most visits never open it.
 */
export default function LockModal({ game, open, onClose }: LockModalProps) {
  useTexts(EN_LISTS);
  const deps = useDeps();
  const config = useAppSelector(selectConfig);
  const language = useAppSelector((state) => state.preferences.language);
  const [details, setDetails] = useState<GameLockDetails | 'loading' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry asks for the details again.
  useEffect(() => {
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

  const state = useMemo<GameLockStatus>(() => {
    if (details === 'loading' || details === 'error') return { status: details };
    const view = lockView(details, deps.now());
    if (view.kind === 'signup') {
      return {
        status: 'ready',
        lock: { kind: 'signup', availableFrom: view.availableFrom === null ? null : formatDate(view.availableFrom, language) },
      };
    }
    return { status: 'ready', lock: { kind: view.kind } };
  }, [details, deps, language]);

  if (!config) return null;
  return (
    <GameLockModal
      open={open}
      onClose={onClose}
      gameName={typeof details === 'object' ? details.display_name || game.name : game.display_name || game.name}
      image={typeof details === 'object' && details.img_landscape ? details.img_landscape : gameLandscape(config.assets_domain, game)}
      state={state}
      onRetry={() => setAttempt((value) => value + 1)}
      onLiveChat={config.pages.contact ? () => window.open(config.pages.contact, '_blank', 'noopener') : undefined}
      depositHref={config.pages.cashier}
    />
  );
}

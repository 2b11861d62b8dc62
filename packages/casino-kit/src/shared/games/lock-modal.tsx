import '@lobby/ui/lists.css';
import { type Game, lockView } from '@lobby/domain';
import { GameLockModal, type GameLockStatus } from '@lobby/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useDeps } from '../deps-context.tsx';
import { MESSAGE_CENTER_PATH } from '@lobby/casino-core';
import { useAppSelector } from '../hooks.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { EN_LISTS } from '../i18n/lists-texts.ts';
import { FRESH } from '@lobby/casino-core';
import { useGetGameLockDetailsQuery } from './lock-details-api.ts';
import { selectConfig } from '@lobby/casino-core';
import { gameLandscape } from './thumbnails.ts';
import { dateTimeFormat } from '../intl-formats.ts';

function formatDate(instant: number, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }).format(instant);
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
  const navigate = useNavigate();
  const config = useAppSelector(selectConfig);
  const language = useAppSelector((state) => state.preferences.language);
  const lock = useGetGameLockDetailsQuery({ shortname: game.shortname, provider: game.provider }, FRESH);
  const details = lock.isFetching ? 'loading' : lock.isError ? 'error' : (lock.currentData ?? 'loading');

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
      onRetry={() => void lock.refetch()}
      onLiveChat={() => {
        // Without a contact page, the casino's staff are reached through the inbox.
        if (config.pages.contact) deps.navigation.external(config.pages.contact);
        else {
          onClose();
          navigate(MESSAGE_CENTER_PATH);
        }
      }}
      depositHref={config.pages.cashier}
    />
  );
}

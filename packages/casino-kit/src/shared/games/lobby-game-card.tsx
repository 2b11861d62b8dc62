import { displayName, effectiveJackpot, favoriteKey, type Game, gameLinks } from '@lobby/domain';
import { GameCard } from '@lobby/ui';
import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { favoriteToggleRequested } from '@lobby/casino-core';
import { selectFavoriteKeys, selectFavoritesProcessing, selectNewGameIds, selectProviderNames } from '@lobby/casino-core';
import { selectCasinoRules, selectConfig, selectPlayer } from '@lobby/casino-core';
import { useLobbyOptions } from '../use-lobby-options.ts';
import { useOpenLock } from './lock-modal-host.tsx';
import { DEFAULT_THUMBNAIL, gameThumbnail } from './thumbnails.ts';

/** Props of {@link LobbyGameCard}. */
export interface LobbyGameCardProps {
  game: Game;
  /** The current time, for jackpot multiplier windows. */
  nowMs: number;
  /** Whether this list flags the newest games. */
  flagNew?: boolean;
  /** In the first screen: the thumbnail loads at once, with high priority. */
  eager?: boolean;
}

/** A game card wired to the store: links per variant and role, favorites, lock modal, jackpot now. */
export const LobbyGameCard = memo(function LobbyGameCard({ game, nowMs, flagNew = true, eager }: LobbyGameCardProps) {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  const favorites = useAppSelector(selectFavoriteKeys);
  const processing = useAppSelector(selectFavoritesProcessing);
  const newIds = useAppSelector(selectNewGameIds);
  const providerNames = useAppSelector(selectProviderNames);
  const openLock = useOpenLock();
  const { thumbnailPx } = useLobbyOptions();
  if (!config || !rules) return null;
  const { variant } = rules;
  const name = displayName(game);
  const key = favoriteKey(game);
  const links = gameLinks(game, { variant, isGuest: player === null, allowFreeBeforeLogin: config.allow_play_for_free_before_login });
  const jackpot = effectiveJackpot(game, nowMs);
  return (
    <GameCard
      name={name}
      thumbnail={gameThumbnail(config.assets_domain, game)}
      fallbackThumbnail={DEFAULT_THUMBNAIL}
      href={links.play}
      demoHref={links.demo ?? undefined}
      provider={variant.providerPages ? providerNames.get(game.provider) : undefined}
      isNew={flagNew && newIds.has(game.id)}
      preRelease={game.pre_release}
      jackpot={jackpot ? { amount: jackpot.amount, currency: config.currency, boost: jackpot.boost } : null}
      favorite={
        player
          ? {
              active: favorites.has(key),
              busy: processing.has(key),
              onToggle: () => dispatch(favoriteToggleRequested({ game: { shortname: game.shortname, provider: game.provider }, name })),
            }
          : undefined
      }
      locked={game.game_lock ? { onOpen: () => openLock(game) } : undefined}
      eager={eager}
      thumbnailSize={thumbnailPx}
    />
  );
});

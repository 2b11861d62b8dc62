import { displayName, effectiveJackpot, favoriteKey, type Game, gameLinks, hasGameInfo } from '@lobby/domain';
import { GameCard } from '@lobby/ui';
import { favoriteToggleRequested } from '@lobby/casino-core';
import { memo } from 'react';
import { useAppDispatch } from '../hooks.ts';
import { type GameCardEnv, GameCardEnvProvider, useProvidedGameCardEnv } from './game-card-env.tsx';
import { useSlot } from '../slots.tsx';
import { LockDialog } from './lock-dialog.tsx';
import { useOpenGameDialog } from './lock-modal-host.tsx';
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

function CardView({ game, nowMs, flagNew = true, eager, env }: LobbyGameCardProps & { env: GameCardEnv }) {
  // None reads the store's state: no subscription.
  const dispatch = useAppDispatch();
  const openDialog = useOpenGameDialog();
  const GameInfo = useSlot('GameInfo');
  const { config, rules, player } = env;
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
      provider={variant.providerPages ? env.providerNames.get(game.provider) : undefined}
      isNew={flagNew && env.newIds.has(game.id)}
      preRelease={game.pre_release}
      jackpot={jackpot ? { amount: jackpot.amount, currency: config.currency, boost: jackpot.boost } : null}
      favorite={
        player
          ? {
              active: env.favorites.has(key),
              busy: env.processing.has(key),
              onToggle: () => dispatch(favoriteToggleRequested({ game: { shortname: game.shortname, provider: game.provider }, name })),
            }
          : undefined
      }
      locked={game.game_lock ? { onOpen: () => openDialog(game, LockDialog) } : undefined}
      info={GameInfo && hasGameInfo(game) ? { onOpen: () => openDialog(game, GameInfo) } : undefined}
      eager={eager}
      thumbnailSize={env.thumbnailPx}
    />
  );
}

/**
 * A game card wired to the store: links per variant and role, favorites, lock modal, game info, jackpot now.
 * It reads the store through the nearest {@link GameCardEnvProvider} (rows and lists have one, so
 * a card adds no store subscription); without one it reads the store itself.
 */
export const LobbyGameCard = memo(function LobbyGameCard(props: LobbyGameCardProps) {
  const env = useProvidedGameCardEnv();
  if (env === undefined) {
    return (
      <GameCardEnvProvider>
        <LobbyGameCard {...props} />
      </GameCardEnvProvider>
    );
  }
  return env ? <CardView {...props} env={env} /> : null;
});

import { GameCard } from '../lobby/game-card.tsx';
import { DEFAULT_THUMBNAIL, type StoryGame } from './lobby-fixtures.ts';

/** A story game's card as a list shows it: its badges, and the first eight pictures loaded at once. */
export function storyCard(game: StoryGame, index = 0) {
  return (
    <GameCard
      key={game.id}
      name={game.name}
      thumbnail={game.thumbnail}
      fallbackThumbnail={DEFAULT_THUMBNAIL}
      href={`/play/${game.id}`}
      provider={game.provider}
      isNew={game.isNew}
      preRelease={game.preRelease}
      jackpot={game.jackpot}
      eager={index < 8}
    />
  );
}

import type { Game } from './entities/catalog.ts';

/** The name a game is shown and searched by: display_name when non-empty, else name. */
export function displayName(game: Pick<Game, 'name' | 'display_name'>): string {
  const shown = typeof game.display_name === 'string' ? game.display_name.trim() : '';
  return shown.length > 0 ? (game.display_name ?? '') : game.name;
}

import { favoritesPageGames, type Game, type GameRef, hasJackpot } from '@lobby/domain';

/** Which games a list page shows. */
export type ListSource =
  | { readonly kind: 'category'; readonly slug: string }
  | { readonly kind: 'subgroup' | 'theme' | 'provider'; readonly slug: string }
  | { readonly kind: 'all' | 'jackpots' }
  | { readonly kind: 'refs'; readonly refs: readonly GameRef[] }
  | { readonly kind: 'favorites'; readonly refs: readonly GameRef[] };

/** Category slugs that stand for another category, or for every game. */
const CATEGORY_ALIASES: Readonly<Record<string, string>> = { slots: 'online-slots' };

/** The games of `source` among `games`, in catalog order (favorites: newest release first). */
export function gamesOf(source: ListSource, games: readonly Game[]): readonly Game[] {
  switch (source.kind) {
    case 'all':
      return games;
    case 'jackpots':
      return games.filter(hasJackpot);
    case 'category': {
      if (source.slug === 'all-games') return games;
      const slug = CATEGORY_ALIASES[source.slug] ?? source.slug;
      return games.filter((game) => game.category === slug);
    }
    case 'subgroup':
      return games.filter((game) => game.sub_groups.includes(source.slug));
    case 'theme':
      return games.filter((game) => game.themes.includes(source.slug));
    case 'provider':
      return games.filter((game) => game.provider === source.slug);
    case 'favorites':
      return favoritesPageGames(games, source.refs);
    case 'refs': {
      const wanted = new Set(source.refs.map((ref) => `${ref.shortname}@${ref.provider}`));
      return games.filter((game) => wanted.has(`${game.shortname}@${game.provider}`));
    }
  }
}

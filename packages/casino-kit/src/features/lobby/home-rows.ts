// What the home's rows need once the catalog is there: the catalog as the market shows it, the
// sections built from it, the jackpot sum, and the cards and tiles in the rows. A chunk of its own (home-page.tsx loads it): the first paint
// shows each row as placeholders and needs none of this.
import { type Game, type HomeSection, type HomeSectionsInput, homeSectionSteps } from '@lobby/domain';
import { runInSlices } from '@lobby/casino-core';

export { totalJackpot } from '@lobby/domain';
export { ProviderCard, ThemeTile } from '@lobby/ui';
export { LobbyGameCard } from '../../shared/games/lobby-game-card.tsx';
export { selectGameCardEnv } from '../../shared/games/game-card-env.tsx';
// The market's rules come with the rows' code, not the entry's: where they hide slot jackpots, the
// rows, their cards and the total are built without them.
export { selectMarketCatalog } from '@lobby/casino-core';
export { providerLogo } from '../../shared/games/thumbnails.ts';

/** The home's sections built a few milliseconds at a time, each slice a task of its own (see homeSectionSteps). */
export function buildHomeSectionsInSlices<G extends Game>(input: HomeSectionsInput<G>, signal: AbortSignal): Promise<HomeSection<G>[]> {
  return runInSlices(homeSectionSteps(input), { signal });
}

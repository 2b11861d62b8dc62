import type { Game } from './entities/catalog.ts';
import {
  type GameSectionId,
  HOME_SECTION_LOOKS,
  type HomeSection,
  type HomeSectionId,
  type HomeSectionOptions,
  type HomeSectionsInput,
  homeSectionOrder,
  type SectionLook,
} from './home-section-plan.ts';
import { topJackpotGames } from './jackpots.ts';
import { newestGames, released } from './new-games.ts';
import { type RandomSource, randomSample } from './random-sample.ts';
import { keepPlayingGames } from './keep-playing.ts';
import { taxaWithCounts } from './taxon-counts.ts';
import { visibleGames } from './visibility.ts';

function inSubGroup<G extends Game>(games: readonly G[], id: string): G[] {
  return games.filter((game) => game.sub_groups.includes(id));
}

/** popular: the `popular` sub-group (catalog order) when the catalog has one, else a random sample. */
function popularGames<G extends Game>(games: readonly G[], random: RandomSource, options: HomeSectionOptions): readonly G[] {
  const curated = inSubGroup(games, 'popular');
  return curated.length > 0 ? curated.slice(0, options.homeSectionSize) : randomSample(games, options.randomSampleSize, random);
}

function sectionGames<G extends Game>(id: GameSectionId, games: readonly G[], input: HomeSectionsInput<G>): readonly G[] {
  const { options } = input;
  switch (id) {
    case 'keepplaying':
      return keepPlayingGames(input.recent, games, input.isGuest, options);
    case 'newgames':
      return newestGames(released(games), options.newGamesHomeCount);
    case 'popular':
      return popularGames(games, input.random, options);
    case 'jackpots':
      return topJackpotGames(games, options.topJackpotsCount, input.nowMs);
    default:
      return inSubGroup(games, id).slice(0, options.homeSectionSize);
  }
}

function buildSection<G extends Game>(id: HomeSectionId, games: readonly G[], input: HomeSectionsInput<G>): HomeSection<G> | null {
  const look: SectionLook = HOME_SECTION_LOOKS[id];
  switch (id) {
    case 'tournaments':
      return input.config.tournaments ? { ...look, kind: 'slot', id } : null;
    case 'gameofthemonth':
    case 'promotions':
    case 'winners':
      return { ...look, kind: 'slot', id };
    case 'providers':
    case 'themes': {
      if (id === 'providers' && !input.variant.providerPages) return null;
      const all = taxaWithCounts(games, id === 'providers' ? input.providers : input.themes, id === 'providers' ? 'provider' : 'themes');
      // One row on the home, like a rail of games; View All lists them all.
      const taxa = all.slice(0, input.options.homeSectionSize);
      return taxa.length > 0 ? { ...look, kind: 'taxa', id, taxa } : null;
    }
    default: {
      const picked = sectionGames(id, games, input);
      return picked.length > 0 ? { ...look, kind: 'games', id, games: picked } : null;
    }
  }
}

/**
 * The home page's sections, in the configured order (default order unless `home_sections` names
 * known ids; sections it leaves out are not shown). Game rows come from the visible catalog and are
 * left out when empty: newgames = the `newGamesHomeCount` newest released games; popular = see
 * popularGames; jackpots = the top `topJackpotsCount` by effective jackpot; topslots, classicgames,
 * highvolatility = the first `homeSectionSize` games of that sub-group; keepplaying = the recent
 * games still in the catalog (`recentGamesMax` at most), players only. providers (only where the
 * variant has provider pages) and themes list the first `homeSectionSize` taxa with their visible
 * game counts. tournaments
 * (when enabled), gameofthemonth, promotions and winners are slots for the app to fill.
 */
export function buildHomeSections<G extends Game>(input: HomeSectionsInput<G>): HomeSection<G>[] {
  const steps = homeSectionSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * {@link buildHomeSections} one step at a time: the visible games, then each section. It pauses
 * (yields) before every section and returns the sections, so a caller can spread the work over
 * several short tasks. Over thousands of games each section is a pass over the catalog, and all
 * of them in one go take tens of milliseconds.
 */
export function* homeSectionSteps<G extends Game>(input: HomeSectionsInput<G>): Generator<void, HomeSection<G>[], void> {
  const games = visibleGames(input.games, { variant: input.variant, isGuest: input.isGuest });
  const sections: HomeSection<G>[] = [];
  for (const id of homeSectionOrder(input.config.home_sections)) {
    yield;
    const section = buildSection(id, games, input);
    if (section) sections.push(section);
  }
  return sections;
}

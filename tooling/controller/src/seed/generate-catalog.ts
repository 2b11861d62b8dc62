import type { LockBy, Taxon } from '@lobby/domain';
import type { CatalogData, SeedGame } from './catalog-types.ts';
import { lockSeed } from './catalog-types.ts';
import { addDays } from './dates.ts';
import type { FixtureGame } from './fixture-types.ts';
import { drawJackpot, drawMultiplier, multiplierExamples } from './jackpots.ts';
import { THEME_WORDS } from './name-words.ts';
import { composeCategoryName, composeSlotName, uniqueName } from './names.ts';
import type { CatalogPlan } from './plans.ts';
import { drawGameInfo } from './game-info.ts';
import { createRng, type Rng, weightedPicker } from './prng.ts';
import { FEATURES, SUB_GROUPS, slugify, THEMES, type TaxonSeed } from './taxonomy.ts';

const FIRST_GAME_ID = 1001;
const SIX_YEARS_DAYS = 6 * 365;
const LOCK_KINDS: readonly LockBy[] = ['player_class', 'signup', 'deposit'];
const FEATURE_SLUGS = FEATURES.map((f) => f.shortname).filter((f) => f !== 'progressive-jackpot');
const THEME_SLUGS = THEMES.map((t) => t.shortname);

function withIds(seeds: readonly TaxonSeed[]): Taxon[] {
  return seeds.map((seed, i) => ({ id: i + 1, name: seed.name, shortname: seed.shortname }));
}

/** Weighted choices of a plan, prepared once per catalog. */
interface Pickers {
  readonly category: (rng: Rng) => string;
  readonly provider: (rng: Rng, category: string) => string;
}

function pickersFor(plan: CatalogPlan): Pickers {
  const pools = new Map<string, (rng: Rng) => string>();
  for (const [category, pool] of Object.entries(plan.providerPools)) {
    // Big studios ship more games: weight falls off with the position in the pool.
    pools.set(category, weightedPicker(Object.fromEntries(pool.map((shortname, i) => [shortname, 1 / (1 + i * 0.12)]))));
  }
  const fallback = pools.get('default');
  if (!fallback) throw new Error(`plan ${plan.seed} has no default provider pool`);
  return {
    category: weightedPicker(plan.categoryWeights),
    provider: (rng, category) => (pools.get(category) ?? fallback)(rng),
  };
}

/** Builds a casino's catalog from its plan; the same plan always yields the same catalog. */
export function generateCatalog(plan: CatalogPlan): CatalogData {
  const pick = pickersFor(plan);
  const taken = new Set<string>();
  const games: SeedGame[] = plan.fixtures.map((fixture, i) => fixtureGame(plan, pick, fixture, i));
  for (const game of games) taken.add(game.shortname);
  for (let index = games.length; index < plan.gameCount; index += 1) games.push(generatedGame(plan, pick, index, taken));
  const withInfo = games.map((game) => ({ ...game, ...drawGameInfo(plan.seed, game) }));
  return {
    providers: withIds(plan.providers),
    themes: withIds(THEMES),
    features: withIds(FEATURES),
    categories: withIds(plan.categories),
    subGroups: withIds(SUB_GROUPS),
    games: withInfo,
  };
}

function fixtureGame(plan: CatalogPlan, pick: Pickers, f: FixtureGame, index: number): SeedGame {
  const rng = createRng(`${plan.seed}:fixture:${index}`);
  const category = f.category ?? 'online-slots';
  const jackpotMultiplier = f.multiplier ? multiplierExamples(plan.anchor)[f.multiplier] : null;
  return {
    id: FIRST_GAME_ID + index,
    name: f.name,
    display_name: f.display_name ?? null,
    shortname: f.shortname ?? slugify(f.name),
    category,
    jackpot: f.jackpot ?? null,
    themes: f.themes ?? [],
    features: f.features ?? (category === 'online-slots' ? rng.sample(FEATURE_SLUGS, rng.int(1, 3)) : []),
    provider: f.provider ?? pick.provider(rng, category),
    release_date: addDays(plan.anchor, f.released),
    sub_groups: f.sub_groups ?? [],
    game_lock: f.lock ? 1 : 0,
    pre_release: f.pre_release ? 1 : 0,
    synth: f.synth ? 1 : 0,
    jackpot_multiplier: jackpotMultiplier,
    lock: f.lock ? lockSeed(f.lock, plan.anchor) : null,
    artMissing: f.artMissing ?? false,
    launchBlock: f.launchBlock ?? null,
  };
}

function generatedGame(plan: CatalogPlan, pick: Pickers, index: number, taken: Set<string>): SeedGame {
  // One generator per game: a game's data depends on its index only, never on the catalog size.
  const rng = createRng(`${plan.seed}:game:${index}`);
  const category = pick.category(rng);
  const isSlot = category === 'online-slots';
  const composed = uniqueName(() => (isSlot ? composeSlotName(rng) : composeCategoryName(rng, category)), taken);
  const jackpot = isSlot && rng.chance(plan.jackpotRate) ? drawJackpot(rng) : null;
  const preRelease = rng.chance(0.006);
  const lock = rng.chance(0.008) ? lockSeed(rng.pick(LOCK_KINDS), plan.anchor) : null;
  const themes = isSlot ? drawThemes(rng, composed.themes) : [...composed.themes];
  return {
    id: FIRST_GAME_ID + index,
    name: composed.name,
    display_name: drawDisplayName(rng, composed.name, jackpot !== null),
    shortname: slugify(composed.name),
    category,
    jackpot,
    themes,
    features: drawFeatures(rng, category, composed.features, jackpot !== null),
    provider: pick.provider(rng, category),
    release_date: addDays(plan.anchor, preRelease ? rng.int(3, 60) : -drawAge(rng)),
    sub_groups: drawSubGroups(rng, category, themes),
    game_lock: lock ? 1 : 0,
    pre_release: preRelease ? 1 : 0,
    synth: isSlot && rng.chance(plan.synthRate) ? 1 : 0,
    jackpot_multiplier: jackpot !== null && rng.chance(0.35) ? drawMultiplier(rng, plan.anchor) : null,
    lock,
    artMissing: false,
    launchBlock: null,
  };
}

function drawAge(rng: Rng): number {
  // Skewed towards recent releases, as catalogs grow; the last two days belong to the fixtures.
  return 2 + Math.floor(SIX_YEARS_DAYS * rng.next() ** 1.25);
}

function drawThemes(rng: Rng, base: readonly string[]): string[] {
  // Slots only: a roulette table with a "candy" theme would look like a seeding bug.
  const themes = new Set(base);
  const related = base[0] ? (THEME_WORDS[base[0]]?.related ?? []) : [];
  for (const theme of rng.sample(related, rng.int(0, 2))) themes.add(theme);
  if (rng.chance(0.15)) themes.add(rng.pick(THEME_SLUGS));
  return [...themes];
}

function drawFeatures(rng: Rng, category: string, implied: readonly string[], hasJackpot: boolean): string[] {
  if (category !== 'online-slots') return category === 'specialty-games' && rng.chance(0.3) ? ['multipliers'] : [];
  const features = new Set([...implied, ...rng.sample(FEATURE_SLUGS, rng.int(1, 3))]);
  if (hasJackpot) features.add('progressive-jackpot');
  return [...features];
}

function drawSubGroups(rng: Rng, category: string, themes: readonly string[]): string[] {
  const groups: string[] = [];
  const isSlot = category === 'online-slots';
  if (isSlot && rng.chance(0.04)) groups.push('topslots');
  const classic = themes.some((t) => t === 'classic' || t === 'sevens' || t === 'fruits');
  if ((classic && rng.chance(0.5)) || (category === 'table-games' && rng.chance(0.2))) groups.push('classicgames');
  if (isSlot && rng.chance(0.06)) groups.push('highvolatility');
  if (rng.chance(0.03)) groups.push('popular');
  return groups;
}

function drawDisplayName(rng: Rng, name: string, hasJackpot: boolean): string | null {
  const roll = rng.next();
  if (roll < 0.03) return `${name}\u2122`;
  if (roll < 0.05) return hasJackpot ? `${name}: Jackpot Edition` : `${name}: Special Edition`;
  if (roll < 0.07) return '';
  return null;
}

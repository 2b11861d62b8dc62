import { ADJECTIVES, CATEGORY_WORDS, OF_TREASURES, SUFFIXES, THEME_WORDS, TREASURES } from './name-words.ts';
import type { Rng } from './prng.ts';
import { slugify } from './taxonomy.ts';

/** A composed title with the themes and features its words imply. */
export interface ComposedName {
  readonly name: string;
  readonly themes: readonly string[];
  readonly features: readonly string[];
}

const THEMED = Object.keys(THEME_WORDS);
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

function possessive(noun: string): string {
  return noun.endsWith('s') ? `${noun}'` : `${noun}'s`;
}

function slotTitle(rng: Rng, theme: string): string {
  const words = THEME_WORDS[theme];
  if (!words) throw new Error(`no words for theme ${theme}`);
  const noun = rng.pick(words.nouns);
  const canOwn = !noun.includes("'");
  switch (rng.int(0, 5)) {
    case 0:
      return `${rng.pick(ADJECTIVES)} ${noun}`;
    case 1:
      return canOwn ? `${possessive(noun)} ${rng.pick(TREASURES)}` : `${noun} ${rng.pick(TREASURES)}`;
    case 2:
      return `${rng.pick(ADJECTIVES)} ${noun} ${rng.pick(TREASURES)}`;
    case 3:
      return `${rng.pick(OF_TREASURES)} of ${rng.pick(words.places)}`;
    case 4:
      return `${noun} ${rng.pick(TREASURES)}`;
    default:
      return `${rng.pick(ADJECTIVES)} ${rng.pick(OF_TREASURES)} of ${rng.pick(words.places)}`;
  }
}

/** A slot title such as "Dragon's Fortune Deluxe", with its theme and any feature its suffix implies. */
export function composeSlotName(rng: Rng): ComposedName {
  const theme = rng.pick(THEMED);
  let name = slotTitle(rng, theme);
  const features: string[] = [];
  if (rng.chance(0.3)) {
    const suffix = rng.pick(SUFFIXES);
    name = `${name} ${suffix.text}`;
    if (suffix.feature) features.push(suffix.feature);
  }
  return { name, themes: [theme], features };
}

/** A title for a non-slot category: "European Roulette", "Live VIP Blackjack". */
export function composeCategoryName(rng: Rng, category: string): ComposedName {
  const words = CATEGORY_WORDS[category];
  if (!words) return composeSlotName(rng);
  const type = rng.pick(words.types);
  // Live tables always carry their prefix: a bare "Baccarat" reads like an RNG table.
  const bare = !category.startsWith('live') && rng.chance(0.15);
  const name = bare ? type : `${rng.pick(words.prefixes)} ${type}`;
  return { name, themes: category === 'table-games' || category === 'video-poker' ? ['classic'] : [], features: [] };
}

/**
 * Draws titles until one is free; sequels ("II", "III") and then numbers settle the rare clash, so a
 * game's title depends only on the games before it and a larger catalog extends a smaller one.
 */
export function uniqueName(compose: () => ComposedName, taken: Set<string>): ComposedName {
  let first: ComposedName | null = null;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const candidate = compose();
    first ??= candidate;
    if (!taken.has(slugify(candidate.name))) return claim(candidate, taken);
  }
  const base = first as ComposedName;
  for (const numeral of ROMAN) {
    const name = `${base.name} ${numeral}`;
    if (!taken.has(slugify(name))) return claim({ ...base, name }, taken);
  }
  for (let n = 11; ; n += 1) {
    const name = `${base.name} ${n}`;
    if (!taken.has(slugify(name))) return claim({ ...base, name }, taken);
  }
}

function claim(name: ComposedName, taken: Set<string>): ComposedName {
  taken.add(slugify(name.name));
  return name;
}

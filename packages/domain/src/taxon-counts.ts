import { type Game, SPORTSBOOK_PROVIDER, type Taxon } from './entities/catalog.ts';

/** The game fields that name taxa: one provider, several themes or features. */
export type TaxonField = 'provider' | 'themes' | 'features';

/** A taxon with the number of games that carry it. */
export interface TaxonCount {
  readonly taxon: Taxon;
  readonly count: number;
}

/** The slugs a game carries in `field`, without repeats. */
export function taxonSlugs(game: Pick<Game, TaxonField>, field: TaxonField): readonly string[] {
  if (field === 'provider') return typeof game.provider === 'string' ? [game.provider] : [];
  const slugs = Array.isArray(game[field]) ? game[field] : [];
  return slugs.length < 2 ? slugs : [...new Set(slugs)];
}

/**
 * How many of `games` carry each slug of `field`, in first-seen order. The sportsbook placeholder
 * game counts towards nothing: it is hidden everywhere.
 */
export function countByTaxon(games: readonly Pick<Game, TaxonField>[], field: TaxonField): Map<string, number> {
  const counts = new Map<string, number>();
  for (const game of games) {
    if (game.provider === SPORTSBOOK_PROVIDER) continue;
    for (const slug of taxonSlugs(game, field)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return counts;
}

/** The taxa (in the order given, first of a repeated slug only) that some of `games` carry in `field`, with counts. */
export function taxaWithCounts(games: readonly Pick<Game, TaxonField>[], taxa: readonly Taxon[], field: TaxonField): TaxonCount[] {
  const counts = countByTaxon(games, field);
  const listed: TaxonCount[] = [];
  const seen = new Set<string>([SPORTSBOOK_PROVIDER]);
  for (const taxon of taxa) {
    const count = counts.get(taxon.shortname) ?? 0;
    if (count > 0 && !seen.has(taxon.shortname)) listed.push({ taxon, count });
    seen.add(taxon.shortname);
  }
  return listed;
}

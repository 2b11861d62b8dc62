// Section 1: search per keystroke, the domain's index against match-sorter and Fuse.js on the same catalog.
import { applyFilters, buildSearchIndex, type Catalog, type FilterState, type Game, searchGames } from '@lobby/domain';
import Fuse from 'fuse.js';
import { matchSorter } from 'match-sorter';
import { seededCatalog } from './controller.ts';
import { count, heading, ms, note, type Problems, ratio, type SummaryRow, table } from './report.ts';
import { median, medianOf, p95, weightedQuantile } from './stats.ts';
import { pooled, SEARCH_OPTIONS, type Typed, typeQuery } from './typing.ts';

const SIZES = [10_000, 20_000];
const MAX_PASSES = 30;
/** Per engine, query and catalog: many passes of the domain's keystrokes, a spread sample of the slow ones. */
const BUDGET_MS = 2_500;
const LONG = 'the legend of the golden dragon and the lucky wild west gold rush '.repeat(4).slice(0, 200);
const QUERIES: readonly (readonly [string, string])[] = [
  ['dragon', 'dragon'],
  ['gold rush', 'gold rush'],
  ['zephyr', 'zephyr'],
  ['200 characters', LONG],
  ['regex metacharacters', '(.*)+? [wild] ^$|\\'],
];

interface Engine {
  readonly name: string;
  readonly search: (q: string) => readonly unknown[];
  readonly build: string;
}

/** The provider with the most games: one provider filter, as a player would pick it. */
function biggestProvider(games: readonly Game[]): string {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.provider, (counts.get(g.provider) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function engines(games: readonly Game[]): Engine[] {
  const keys = ['display_name', 'name'];
  const domainBuild = medianOf(5, () => buildSearchIndex(games));
  const fuseBuild = medianOf(3, () => new Fuse(games, { keys, threshold: 0.3 }));
  const index = buildSearchIndex(games);
  const fuse = new Fuse(games, { keys, threshold: 0.3 });
  const filters: FilterState = { providers: [biggestProvider(games)], features: [], themes: [] };
  return [
    { name: 'domain searchGames', search: (q) => searchGames(index, q, SEARCH_OPTIONS), build: ms(domainBuild) },
    { name: 'domain + applyFilters', search: (q) => applyFilters(searchGames(index, q, SEARCH_OPTIONS), filters), build: ms(domainBuild) },
    // match-sorter ranks on every call: there is no index to build.
    { name: 'match-sorter', search: (q) => matchSorter(games as Game[], q, { keys }), build: 'none' },
    { name: 'fuse.js', search: (q) => fuse.search(q), build: ms(fuseBuild) },
  ];
}

const cell = (t: Typed | undefined) =>
  t ? `${ms(median(t.times))} / ${ms(p95(t.times))}${t.measured < t.keys ? ` (${t.measured} keys)` : ''}` : 'n/a';

function benchSize(catalog: Catalog, problems: Problems): SummaryRow[] {
  const games = catalog.games;
  const size = count(games.length);
  problems.check(games.length > 0, `search: the ${size}-game catalog is empty`);
  const list = engines(games);
  const typed = new Map(list.map((e) => [e.name, QUERIES.map(([, query]) => typeQuery(e.search, query, MAX_PASSES, BUDGET_MS))]));
  const stat = (name: string, q: number) => weightedQuantile(pooled(typed.get(name) ?? []), q);
  const base = { median: stat('domain searchGames', 0.5), p95: stat('domain searchGames', 0.95) };
  const found = (e: Engine, q: string) => e.search(q).length;
  for (const e of list) problems.check(found(e, 'dragon') > 0, `search: ${e.name} finds nothing for "dragon" in ${size} games`);
  const domain = list[0];
  if (domain) problems.check(found(domain, 'zephyr') >= 7, `search: the domain finds under 7 games for "zephyr" (seeded: 7)`);
  note(`${size} games; baseline: domain searchGames; median and p95 over all keystrokes, each query weighing the same`);
  table(
    ['engine', 'index build', 'median/key', 'p95/key', 'median ratio', 'p95 ratio', 'hits "dragon"', 'hits "zephyr"'],
    list.map((e) => [
      e.name,
      e.build,
      ms(stat(e.name, 0.5)),
      ms(stat(e.name, 0.95)),
      ratio(stat(e.name, 0.5), base.median),
      ratio(stat(e.name, 0.95), base.p95),
      count(found(e, 'dragon')),
      count(found(e, 'zephyr')),
    ]),
  );
  console.log();
  table(
    ['query: median / p95 per key', 'keys', ...list.map((e) => e.name)],
    QUERIES.map(([label], qi) => [
      label,
      String(typed.get(list[0]?.name ?? '')?.[qi]?.keys ?? 0),
      ...list.map((e) => cell(typed.get(e.name)?.[qi])),
    ]),
  );
  const row = (name: string, figure: string): SummaryRow => ({
    section: '1 search',
    figure: `${figure}, ${size} games`,
    value: ms(stat(name, 0.5)),
    baseline: `${ms(base.median)} domain`,
    ratio: ratio(stat(name, 0.5), base.median),
  });
  return [
    {
      ...row('domain searchGames', 'domain median/key'),
      baseline: '1 ms target',
      ratio: ratio(base.median, 1),
      note: `p95 ${ms(base.p95)}; QUALITY: under 1 ms`,
    },
    row('domain + applyFilters', 'domain + provider filter'),
    row('match-sorter', 'match-sorter median/key'),
    row('fuse.js', 'fuse.js median/key'),
  ];
}

export async function searchBench(problems: Problems): Promise<SummaryRow[]> {
  heading('1. Search per keystroke (domain vs match-sorter vs Fuse.js)');
  note(
    `Catalogs from the reference controller's seed; every keystroke from ${SEARCH_OPTIONS.searchMinLength} characters on (the app's minimum).`,
  );
  note(`Queries: ${QUERIES.map(([label]) => label).join(', ')}. Fuse.js: keys display_name, name; threshold 0.3, index built once.`);
  note(
    `Each query typed up to ${MAX_PASSES} times within ${BUDGET_MS / 1000} s per engine; when one pass would not fit, once over keystrokes spread across it.`,
  );
  const rows: SummaryRow[] = [];
  for (const size of SIZES) {
    console.log();
    rows.push(...benchSize(await seededCatalog(size), problems));
  }
  return rows;
}

import type { SeedContent } from './content.ts';
import { hostileHtml } from './hostile.ts';
import { nyText } from './ny-text.ts';
import { showcaseTournamentCopy } from './showcase-copy.ts';

/** What the tournaments' texts are: showcase or hostile copy, amounts in the casino's currency. */
export interface TournamentSeedOptions {
  readonly content: SeedContent;
  readonly money: (amount: number) => string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Where a tournament's generated picture is served. */
export function tournamentImagePath(id: string, size: 'desktop' | 'mobile'): string {
  return `/assets/tournaments/${encodeURIComponent(id)}-${size}.svg`;
}

interface Plan {
  readonly id: string;
  readonly shortname: string;
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly prize: number | string;
  readonly providers: readonly string[];
}

function texts(p: Plan, games: readonly string[], o: TournamentSeedOptions) {
  if (o.content === 'hostile') {
    return {
      terms: hostileHtml(`tournament-terms-${p.id}`),
      left: hostileHtml(`tournament-left-${p.id}`),
      right: '<p>Climb the leaderboard with every spin.</p>',
    };
  }
  return showcaseTournamentCopy(o.money, p.name, o.money(Math.floor(Number(p.prize))), games);
}

function fusionTournament(
  origin: string,
  p: Plan,
  status: 'active' | 'upcoming' | 'archived',
  games: readonly string[],
  o: TournamentSeedOptions,
) {
  const image = (size: 'desktop' | 'mobile') => `${origin}${tournamentImagePath(p.id, size)}`;
  const { terms, left, right } = texts(p, games, o);
  return {
    id: p.id,
    shortname: p.shortname,
    name: p.name,
    provider: p.providers,
    status,
    desktop_image: image('desktop'),
    tournament_desktop_image: image('desktop'),
    tournament_mobile_image: image('mobile'),
    mobile_image: image('mobile'),
    prize_pool: p.prize,
    schedule: [{ start_at: nyText(p.startMs), end_at: nyText(p.endMs), next_upcoming_startdate: null }],
    archives_at: nyText(p.endMs + 7 * DAY_MS),
    terms,
    associated_games: games,
    paid_places: 50,
    content: { left, right },
  };
}

/** The six finished tournaments, newest first. */
const FINISHED_NAMES = [
  'Autumn Classic',
  'Fruit Frenzy Cup',
  'Night Owl Spins',
  'Pharaoh Challenge',
  'Golden Goal Race',
  'Lucky Sevens Cup',
];

/** The seeded tournament plan around `nowMs`: 2 live, 2 upcoming (the first starts in 2 h), 6 finished. */
export function tournamentPlans(nowMs: number, providers: readonly string[]): Plan[] {
  const hourStart = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  const pick = (i: number) => [providers[i % providers.length] ?? '', providers[(i + 1) % providers.length] ?? ''].filter(Boolean);
  const plans: Plan[] = [
    {
      id: '101',
      shortname: 'midweek-spin-sprint',
      name: 'Midweek Spin Sprint',
      startMs: hourStart - DAY_MS,
      endMs: hourStart + 5 * DAY_MS,
      prize: 10_000.75,
      providers: pick(0),
    },
    {
      id: '102',
      shortname: 'high-roller-showdown',
      name: 'High Roller Showdown',
      startMs: hourStart - 2 * DAY_MS,
      endMs: hourStart + 2 * DAY_MS,
      prize: '25000.40',
      providers: pick(1),
    },
    {
      id: '201',
      shortname: 'weekend-warriors',
      name: 'Weekend Warriors',
      startMs: hourStart + 2 * HOUR_MS,
      endMs: hourStart + 3 * DAY_MS,
      prize: 5_000,
      providers: pick(2),
    },
    {
      id: '202',
      shortname: 'jackpot-journey',
      name: 'Jackpot Journey',
      startMs: hourStart + 4 * DAY_MS,
      endMs: hourStart + 9 * DAY_MS,
      prize: 7_500.5,
      providers: pick(3),
    },
  ];
  for (const [i, name] of FINISHED_NAMES.entries()) {
    const endMs = hourStart - (i + 1) * 3 * DAY_MS;
    plans.push({
      id: `30${i + 1}`,
      shortname: name.toLowerCase().replace(/\s+/g, '-'),
      name,
      startMs: endMs - 5 * DAY_MS,
      endMs,
      prize: 2_000 + i * 500,
      providers: pick(i),
    });
  }
  return plans;
}

/** `gettournaments` of a fusion casino: the three lists. */
export function fusionTournaments(
  origin: string,
  nowMs: number,
  providers: readonly string[],
  games: readonly string[],
  o: TournamentSeedOptions,
) {
  const plans = tournamentPlans(nowMs, providers);
  const some = (i: number) => games.slice(i * 3, i * 3 + 8);
  const of = (status: 'active' | 'upcoming' | 'archived', list: Plan[]) =>
    list.map((p, i) => fusionTournament(origin, p, status, some(i), o));
  return {
    active_tournaments: of(
      'active',
      plans.filter((p) => p.startMs <= nowMs && nowMs < p.endMs),
    ),
    upcoming_tournaments: of(
      'upcoming',
      plans.filter((p) => nowMs < p.startMs),
    ),
    finished_tournaments: of(
      'archived',
      plans.filter((p) => p.endMs <= nowMs),
    ),
  };
}

/** `gettournaments` of another casino: the lobby list (its tournaments play in the embedded lobby). */
export function lobbyTournaments(origin: string, nowMs: number) {
  return {
    tournaments: tournamentPlans(nowMs, [])
      .filter((p) => p.endMs > nowMs)
      .map((p) => ({
        tournament_id: p.id,
        tournament_name: p.name,
        tournament_start_date: nyText(p.startMs),
        tournament_end_date: nyText(p.endMs),
        prize_pool: p.prize,
        status: p.startMs <= nowMs ? 'Running' : 'coming',
        image_webp: null,
        image_png: `${origin}${tournamentImagePath(p.id, 'desktop')}`,
      })),
  };
}

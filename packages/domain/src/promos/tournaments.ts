import type { Tournament, TournamentSchedule, TournamentStatus, TournamentsAnswer } from '../entities/tournaments.ts';
import { nyWallClockToInstant } from '../new-york-time.ts';
import type { LobbyOptions } from '../options.ts';

/** The badge of each tournament status. */
export const TOURNAMENT_BADGES = { active: 'live', upcoming: 'upcoming', archived: 'finished' } as const satisfies Record<
  TournamentStatus,
  string
>;
/** A status badge: Live, Upcoming or Finished. */
export type TournamentBadge = (typeof TOURNAMENT_BADGES)[TournamentStatus];

/** The badge of a tournament's status. */
export function tournamentBadge(status: TournamentStatus): TournamentBadge {
  return TOURNAMENT_BADGES[status];
}

/** Slides the upcoming carousel shows at every width. */
export const UPCOMING_SLIDES = 1;
/** Slides of the finished carousel at its widest, one fewer under each of `tournamentCarouselWidths`. */
export const FINISHED_SLIDES_WIDE = 4;
/** Slides of the home's tournaments carousel at its widest, one fewer under each of `homeTournamentsCarouselWidths`. */
export const HOME_TOURNAMENT_SLIDES_WIDE = 3;

/** `widest` slides, one fewer under each of `widths`, at least one. */
function slidesAt(width: number, widths: readonly number[], widest: number): number {
  return Math.max(1, widest - widths.filter((edge) => width < edge).length);
}

/**
 * Slides of the finished carousel at a viewport `width`: 4, then one fewer under each width of
 * `tournamentCarouselWidths` (widest first; 3 under 1400, 2 under 800, 1 under 568 by default).
 */
export function finishedSlidesPerView(width: number, options: Pick<LobbyOptions, 'tournamentCarouselWidths'>): number {
  return slidesAt(width, options.tournamentCarouselWidths, FINISHED_SLIDES_WIDE);
}

/** Slides of the home's tournaments carousel at a viewport `width`: 3, 2 under 1024, 1 under 568 by default. */
export function homeTournamentSlidesPerView(width: number, options: Pick<LobbyOptions, 'homeTournamentsCarouselWidths'>): number {
  return slidesAt(width, options.homeTournamentsCarouselWidths, HOME_TOURNAMENT_SLIDES_WIDE);
}

/**
 * The instant of a tournament date. The formats are not shown: a `YYYY-MM-DD HH:mm[:ss]` text is New
 * York time like every other server time; an ISO text with a zone is read as it says.
 */
export function tournamentInstant(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const wall = nyWallClockToInstant(text);
  if (wall !== null) return wall;
  if (!/[zZ]$|[+-]\d{2}:?\d{2}$/.test(text.trim())) return null;
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Where a tournament's clock stands: counting to the start, to the end, over, or without dates. */
export type TournamentClock =
  | { readonly phase: 'starts'; readonly atMs: number }
  | { readonly phase: 'ends'; readonly atMs: number }
  | { readonly phase: 'over' }
  | { readonly phase: 'unknown' };

/**
 * The countdown of a tournament at `nowMs`: to the start (the next upcoming start, else `start_at`)
 * until it is reached, then to `end_at`, then over ("Time is over").
 */
export function tournamentClock(schedule: TournamentSchedule, nowMs: number): TournamentClock {
  const start = tournamentInstant(schedule.next_upcoming_startdate) ?? tournamentInstant(schedule.start_at);
  const end = tournamentInstant(schedule.end_at);
  if (start !== null && nowMs < start) return { phase: 'starts', atMs: start };
  if (end !== null) return nowMs < end ? { phase: 'ends', atMs: end } : { phase: 'over' };
  return start === null ? { phase: 'unknown' } : { phase: 'over' };
}

/** A prize pool without decimals (rounded to the nearest whole unit), or null when unknown. */
export function wholePrizePool(amount: number | null): number | null {
  return amount !== null && Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
}

/** The three fusion lists, empty when the answer is the lobby kind. */
export function fusionLists(answer: TournamentsAnswer | null | undefined): {
  live: readonly Tournament[];
  upcoming: readonly Tournament[];
  finished: readonly Tournament[];
} {
  if (answer?.kind !== 'fusion') return { live: [], upcoming: [], finished: [] };
  return { live: answer.active_tournaments, upcoming: answer.upcoming_tournaments, finished: answer.finished_tournaments };
}

/** The tournament named by an id or shortname (case-insensitive shortname), searched in every list. */
export function findTournament(answer: TournamentsAnswer | null | undefined, key: string): Tournament | null {
  const { live, upcoming, finished } = fusionLists(answer);
  const all = [...live, ...upcoming, ...finished];
  const wanted = key.trim().toLowerCase();
  if (wanted === '') return null;
  return all.find((t) => t.id === key.trim()) ?? all.find((t) => t.shortname.toLowerCase() === wanted) ?? null;
}

/** The embedded tournament lobby URL, opening tournament `id` (as a fragment) when given. */
export function tournamentLobbyUrl(base: string, id: string | null | undefined): string {
  const withoutFragment = base.split('#', 1)[0] ?? base;
  return id ? `${withoutFragment}#${encodeURIComponent(id)}` : withoutFragment;
}

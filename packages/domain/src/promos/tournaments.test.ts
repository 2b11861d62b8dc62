import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from '../options.ts';
import type { Tournament, TournamentSchedule, TournamentsAnswer } from '../entities/tournaments.ts';
import { nyWallClockToInstant } from '../new-york-time.ts';
import {
  findTournament,
  finishedSlidesPerView,
  homeTournamentSlidesPerView,
  tournamentBadge,
  type TournamentClock,
  tournamentClock,
  tournamentInstant,
  tournamentLobbyUrl,
  UPCOMING_SLIDES,
  wholePrizePool,
} from './tournaments.ts';

const ny = (text: string) => nyWallClockToInstant(text) ?? Number.NaN;

describe('tournament badges and slides', () => {
  it.each([
    ['active', 'live'],
    ['upcoming', 'upcoming'],
    ['archived', 'finished'],
  ] as const)('%s -> %s', (status, badge) => {
    expect(tournamentBadge(status)).toBe(badge);
  });

  it.each([
    [320, 1],
    [567, 1],
    [568, 2],
    [799, 2],
    [800, 3],
    [1399, 3],
    [1400, 4],
    [2560, 4],
  ])('finished carousel at %i px shows %i', (width, slides) => {
    expect(finishedSlidesPerView(width, defaultLobbyOptions)).toBe(slides);
  });

  it.each([
    [500, 1],
    [700, 2],
    [1000, 3],
    [1200, 4],
  ])('finished carousel of a casino switching at 1200, 900 and 600 px, at %i px, shows %i', (width, slides) => {
    expect(finishedSlidesPerView(width, { tournamentCarouselWidths: [1200, 900, 600] })).toBe(slides);
  });

  it.each([
    [320, {}, 1],
    [568, {}, 2],
    [1023, {}, 2],
    [1024, {}, 3],
    [900, { homeTournamentsCarouselWidths: [1200, 700] as const }, 2],
    [1100, { homeTournamentsCarouselWidths: [1200, 700] as const }, 2],
    [1200, { homeTournamentsCarouselWidths: [1200, 700] as const }, 3],
  ])('home carousel at %i px with %j shows %i', (width, options, slides) => {
    expect(homeTournamentSlidesPerView(width, { ...defaultLobbyOptions, ...options })).toBe(slides);
  });

  it('upcoming carousel shows one slide', () => {
    expect(UPCOMING_SLIDES).toBe(1);
  });
});

const sched = (overrides: Partial<TournamentSchedule>): TournamentSchedule => ({
  start_at: null,
  end_at: null,
  next_upcoming_startdate: null,
  ...overrides,
});

describe('tournamentClock', () => {
  const start = '2026-11-20 12:00:00';
  const end = '2026-11-27 12:00:00';
  it.each<[string, Partial<TournamentSchedule>, number, TournamentClock]>([
    ['before the start', { start_at: start, end_at: end }, ny(start) - 1, { phase: 'starts', atMs: ny(start) }],
    ['at the start it counts to the end', { start_at: start, end_at: end }, ny(start), { phase: 'ends', atMs: ny(end) }],
    ['running', { start_at: start, end_at: end }, ny(start) + 1000, { phase: 'ends', atMs: ny(end) }],
    ['at the end it is over', { start_at: start, end_at: end }, ny(end), { phase: 'over' }],
    [
      'the next upcoming start wins',
      { start_at: start, next_upcoming_startdate: '2026-11-21 08:00:00', end_at: end },
      ny(start) + 1,
      {
        phase: 'starts',
        atMs: ny('2026-11-21 08:00:00'),
      },
    ],
    ['no dates', {}, 0, { phase: 'unknown' }],
    ['start only, passed', { start_at: start }, ny(start) + 1, { phase: 'over' }],
    ['unreadable dates', { start_at: 'soon', end_at: 'later' }, 0, { phase: 'unknown' }],
    ['ISO with zone', { end_at: '2026-11-27T17:00:00Z' }, 0, { phase: 'ends', atMs: Date.UTC(2026, 10, 27, 17) }],
  ])('%s', (_label, schedule, now, expected) => {
    expect(tournamentClock(sched(schedule), now)).toEqual(expected);
  });

  it('an ISO text without a zone is not guessed', () => {
    expect(tournamentInstant('2026-11-27T17:00')).toBe(ny('2026-11-27 17:00:00'));
    expect(tournamentInstant('27/11/2026')).toBeNull();
  });
});

describe('prize pool and lookups', () => {
  it.each<[number | null, number | null]>([
    [null, null],
    [Number.NaN, null],
    [-1, null],
    [0, 0],
    [10_000.49, 10_000],
    [2_500.5, 2_501],
  ])('wholePrizePool(%s) = %s', (input, expected) => {
    expect(wholePrizePool(input)).toBe(expected);
  });

  const t = (id: string, shortname: string): Tournament => ({
    id,
    shortname,
    name: shortname,
    provider: [],
    status: 'active',
    desktop_image: null,
    tournament_desktop_image: null,
    tournament_mobile_image: null,
    mobile_image: null,
    prize_pool: null,
    schedule: sched({}),
    archives_at: null,
    terms: '',
    associated_games: [],
    paid_places: null,
    content: { left: '', right: '' },
  });
  const answer: TournamentsAnswer = {
    kind: 'fusion',
    active_tournaments: [t('1', 'spring-spin')],
    upcoming_tournaments: [t('2', 'summer-slam')],
    finished_tournaments: [t('3', 'winter-cup')],
  };

  it.each<[string, string | null]>([
    ['1', '1'],
    ['summer-slam', '2'],
    ['WINTER-CUP', '3'],
    ['nope', null],
    ['', null],
  ])('findTournament(%s)', (key, expected) => {
    expect(findTournament(answer, key)?.id ?? null).toBe(expected);
  });

  it('a lobby answer has no fusion tournaments', () => {
    expect(findTournament({ kind: 'lobby', tournaments: [] }, '1')).toBeNull();
  });

  it.each([
    ['https://t.example/lobby', '42', 'https://t.example/lobby#42'],
    ['https://t.example/lobby#old', '42', 'https://t.example/lobby#42'],
    ['https://t.example/lobby', null, 'https://t.example/lobby'],
    ['https://t.example/lobby', 'a b', 'https://t.example/lobby#a%20b'],
  ])('tournamentLobbyUrl(%s, %s)', (base, id, expected) => {
    expect(tournamentLobbyUrl(base, id)).toBe(expected);
  });
});

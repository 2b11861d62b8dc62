import {
  durationParts,
  type Tournament,
  type TournamentClock,
  tournamentBadge,
  tournamentClock,
  tournamentInstant,
  safeLink,
  wholePrizePool,
} from '@lobby/domain';
import type { TournamentCountdown } from '@lobby/ui';
import { dateTimeFormat } from '../../shared/intl-formats.ts';

/** A tournament's clock as its widgets show it at `nowMs`. */
export function countdownView(clock: TournamentClock, nowMs: number): TournamentCountdown {
  if (clock.phase === 'starts' || clock.phase === 'ends') return { phase: clock.phase, parts: durationParts(clock.atMs - nowMs) };
  return clock;
}

/** A date of a tournament in the reader's language and time zone, or null. */
export function tournamentDate(text: string | null, language: string): string | null {
  const instant = tournamentInstant(text);
  if (instant === null) return null;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}

/** The in-app path of a tournament's page. */
export function tournamentPath(t: Tournament): string {
  return `/tournaments/${encodeURIComponent(t.shortname || t.id)}`;
}

/** What a tournament card shows at `nowMs`. */
export function tournamentCardView(t: Tournament, nowMs: number, language: string, money: (amount: number) => string) {
  const prize = wholePrizePool(t.prize_pool);
  return {
    name: t.name,
    badge: tournamentBadge(t.status),
    image: safeLink(t.desktop_image ?? t.tournament_desktop_image ?? t.mobile_image),
    prizePool: prize === null ? null : money(prize),
    countdown: countdownView(tournamentClock(t.schedule, nowMs), nowMs),
    endDate: tournamentDate(t.schedule.end_at, language),
    href: tournamentPath(t),
  };
}

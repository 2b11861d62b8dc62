/** Tournament states of the multi-provider list: active = Live, upcoming, archived = Finished. */
export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'archived'] as const;
/** A tournament state. */
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** Dates of a tournament, server time `YYYY-MM-DD HH:mm:ss`. */
export interface TournamentSchedule {
  readonly start_at: string | null;
  readonly end_at: string | null;
  readonly next_upcoming_startdate: string | null;
}

/** A tournament of the multi-provider (fusion) list; `terms` and `content` are server HTML. */
export interface Tournament {
  readonly id: string;
  readonly shortname: string;
  readonly name: string;
  /** Provider shortnames. */
  readonly provider: readonly string[];
  readonly status: TournamentStatus;
  readonly desktop_image: string | null;
  readonly tournament_desktop_image: string | null;
  readonly tournament_mobile_image: string | null;
  readonly mobile_image: string | null;
  readonly prize_pool: number | null;
  readonly schedule: TournamentSchedule;
  readonly archives_at: string | null;
  readonly terms: string;
  /** Game names. */
  readonly associated_games: readonly string[];
  readonly paid_places: number | null;
  readonly content: { readonly left: string; readonly right: string };
}

/** A tournament of the single-provider lobby list. */
export interface LobbyTournament {
  readonly tournament_id: string;
  readonly tournament_name: string;
  readonly tournament_start_date: string | null;
  readonly tournament_end_date: string | null;
  readonly prize_pool: number | null;
  readonly status: 'Running' | 'coming';
  readonly image_webp: string | null;
  readonly image_png: string | null;
}

/**
 * Answer of `gettournaments`: the three fusion lists, or (an assumption, the spec shows only the
 * fields) a plain list of lobby tournaments on other casinos.
 */
export type TournamentsAnswer =
  | {
      readonly kind: 'fusion';
      readonly active_tournaments: readonly Tournament[];
      readonly upcoming_tournaments: readonly Tournament[];
      readonly finished_tournaments: readonly Tournament[];
    }
  | { readonly kind: 'lobby'; readonly tournaments: readonly LobbyTournament[] };

/** Answer of `gettournamentslobby`: the embedded tournament lobby. */
export interface TournamentsLobby {
  readonly url: string;
}

import type { LobbyTournament, Tournament, TournamentSchedule, TournamentStatus, TournamentsAnswer, TournamentsLobby } from '@lobby/domain';
import { TOURNAMENT_STATUSES } from '@lobby/domain';
import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { describeIssue, lenientList, type DropSink } from './lists.ts';
import { amount, integerOrNull, link, oneOf, oneOfOr, requiredText, stringList, text, textOrNull } from './primitives.ts';

// Date formats of tournaments are not shown, so they are kept as sent rather than reparsed.
const scheduleSchema: v.GenericSchema<unknown, TournamentSchedule> = v.pipe(
  v.unknown(),
  v.transform((input) => (Array.isArray(input) ? input[0] : input) ?? {}),
  v.object({ start_at: textOrNull(), end_at: textOrNull(), next_upcoming_startdate: textOrNull() }),
);

// A missing or unknown status takes the status of the list the server put the tournament in.
const tournamentSchema = (listStatus: TournamentStatus): v.GenericSchema<unknown, Tournament> =>
  v.object({
    id: requiredText(),
    shortname: text(),
    name: text(),
    provider: stringList(),
    status: oneOfOr(TOURNAMENT_STATUSES, listStatus),
    desktop_image: textOrNull(),
    tournament_desktop_image: textOrNull(),
    tournament_mobile_image: textOrNull(),
    mobile_image: textOrNull(),
    prize_pool: amount(),
    schedule: v.optional(scheduleSchema, {}),
    archives_at: textOrNull(),
    terms: text(),
    associated_games: stringList(),
    paid_places: integerOrNull(),
    content: v.optional(v.object({ left: text(), right: text() }), {}),
  });

// An unknown status is dropped with the tournament: "Running" or "coming" cannot be guessed.
const lobbyTournamentSchema: v.GenericSchema<unknown, LobbyTournament> = v.object({
  tournament_id: requiredText(),
  tournament_name: text(),
  tournament_start_date: textOrNull(),
  tournament_end_date: textOrNull(),
  prize_pool: amount(),
  status: oneOf(['Running', 'coming'] as const),
  image_webp: textOrNull(),
  image_png: textOrNull(),
});

const FUSION_KEYS = ['active_tournaments', 'upcoming_tournaments', 'finished_tournaments'] as const;

/** `gettournaments`: the fusion lists when any is present, else a lobby list (bare or `{tournaments}`). */
export const tournamentsSchema = (sink?: DropSink): v.GenericSchema<unknown, TournamentsAnswer> => {
  const list = <T>(item: v.GenericSchema<unknown, T>, label: string) => lenientList(item, { label, sink });
  const fusion = v.object({
    active_tournaments: v.optional(list(tournamentSchema('active'), 'active tournaments'), null),
    upcoming_tournaments: v.optional(list(tournamentSchema('upcoming'), 'upcoming tournaments'), null),
    finished_tournaments: v.optional(list(tournamentSchema('archived'), 'finished tournaments'), null),
  });
  const lobby = list(lobbyTournamentSchema, 'tournaments');
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }): TournamentsAnswer => {
      const input = dataset.value;
      const fail = (issue: v.BaseIssue<unknown> | undefined) => {
        addIssue({ message: issue === undefined ? 'expected tournament lists' : describeIssue(issue) });
        return NEVER;
      };
      if (isPlainObject(input) && FUSION_KEYS.some((key) => key in input)) {
        const result = v.safeParse(fusion, input);
        return result.success ? { kind: 'fusion', ...result.output } : fail(result.issues[0]);
      }
      const source = Array.isArray(input) ? input : isPlainObject(input) ? input.tournaments : undefined;
      if (source === undefined) return fail(undefined);
      const result = v.safeParse(lobby, source);
      return result.success ? { kind: 'lobby', tournaments: result.output } : fail(result.issues[0]);
    }),
  );
};

/** `gettournamentslobby`: the embedded lobby URL. */
export const tournamentsLobbySchema: v.GenericSchema<unknown, TournamentsLobby> = v.object({ url: link() });

import type { GameRef, LaunchResult, LaunchedGame, LiveDealerLaunch, SynthDetails, TryoutRollback } from '@lobby/domain';
import * as v from 'valibot';
import { gameRefKey, gameRefSchema } from './catalog.ts';
import { listAnswer, optionalList, type DropSink } from './lists.ts';
import { bit, flag, link, linkOrNull, optionalObject, requiredText, text, textOrNull } from './primitives.ts';
import { successOr } from './results.ts';

const synthDetailsSchema: v.GenericSchema<unknown, SynthDetails> = v.object({
  imgLoader: textOrNull(),
  imgReminder: textOrNull(),
  imgPopup: textOrNull(),
  linkReminder: linkOrNull(),
});

const launchedGameSchema: v.GenericSchema<unknown, LaunchedGame> = v.object({
  url: link(),
  provider: text(),
  synth: bit(),
  synth_details: optionalObject(synthDetailsSchema),
});

/** `gamelauncher`: a game without a URL is dropped; any error code is kept (unknown ones show the generic view). */
export const launchResultSchema = (sink?: DropSink): v.GenericSchema<unknown, LaunchResult> =>
  v.object({
    success: v.unwrap(flag()),
    games: optionalList(launchedGameSchema, { label: 'launch games', sink }),
    game_name: text(),
    error: textOrNull(),
  });

/** `gettoken`: the token itself. */
export const tokenSchema: v.GenericSchema<unknown, string> = v.pipe(
  v.object({ token: requiredText() }),
  v.transform((answer) => answer.token),
);

/** `keepplaying`: shape not shown; assumed a list of game references, bare or under `keepplaying`/`games`. */
export const keepPlayingSchema = (sink?: DropSink): v.GenericSchema<unknown, GameRef[]> =>
  listAnswer(['keepplaying', 'games', 'recent'], gameRefSchema, { label: 'keep playing', sink, key: gameRefKey });

/** `getlivedealer`: assumed `{url}`. */
export const liveDealerSchema: v.GenericSchema<unknown, LiveDealerLaunch> = v.object({ url: link() });

/** WebplayController `tryout=rollback`: shape not shown; an answer without `success` counts as done. */
export const tryoutRollbackSchema: v.GenericSchema<unknown, TryoutRollback> = v.object({
  success: successOr(true),
  message: textOrNull(),
});

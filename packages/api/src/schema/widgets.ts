import type { CampaignWidget, GameOfTheMonth, HtmlWidget, StickyBanner, WidgetName, Winner, Winners } from '@lobby/domain';
import { WIDGET_NAMES } from '@lobby/domain';
import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { listAnswer, optionalList, type DropSink } from './lists.ts';
import { amount, link, oneOf, optionalObject, requiredText, text, textOrNull } from './primitives.ts';
import { unlessUnsuccessful } from './results.ts';

/** `widgets`: unknown names are dropped (and counted): the app has nothing to render for them. */
export const widgetsSchema = (sink?: DropSink): v.GenericSchema<unknown, WidgetName[]> =>
  listAnswer('widgets', oneOf(WIDGET_NAMES), { label: 'widgets', sink, key: (name) => name });

/** An html widget (`escapepodwidget`, `crewponwidget`, `fortunetellerwidget`, `widgethtml`). */
export const htmlWidgetSchema: v.GenericSchema<unknown, HtmlWidget> = v.object({ html: text() });

/** `stickybanner`: shape not shown; `{html}` assumed, null when there is no banner to show. */
export const stickyBannerSchema: v.GenericSchema<unknown, StickyBanner | null> = v.pipe(
  htmlWidgetSchema,
  v.transform((banner) => (banner.html.trim() === '' ? null : banner)),
);

/** `gameofthemonth`: null when the server answers `success: false`. */
export const gameOfTheMonthSchema: v.GenericSchema<unknown, GameOfTheMonth | null> = unlessUnsuccessful(
  v.object({
    id: requiredText(),
    title: text(),
    image: textOrNull(),
    description: text(),
    cta: optionalObject(v.object({ label: text(), link: link() })),
  }),
);

const winnerSchema: v.GenericSchema<unknown, Winner> = v.pipe(
  v.unknown(),
  v.transform((input) =>
    isPlainObject(input) ? { ...input, game_name: input.game_name ?? input.game, shortname: input.shortname ?? input.short_name } : input,
  ),
  v.object({
    username: text(),
    game_name: text(),
    shortname: text(),
    provider: text(),
    date: textOrNull(),
    amount: amount(),
  }),
  v.check((winner) => winner.game_name !== '' || winner.shortname !== '', 'a winner needs a game'),
);

/** `winners`: rows without a game are dropped. */
export const winnersSchema = (sink?: DropSink): v.GenericSchema<unknown, Winners> =>
  v.object({
    recent: optionalList(winnerSchema, { label: 'recent winners', sink }),
    top: optionalList(winnerSchema, { label: 'top winners', sink }),
  });

/** Rng, Waypoints and SynthGame `widget`; `error: true` becomes a generic error text. */
export const campaignWidgetSchema: v.GenericSchema<unknown, CampaignWidget> = v.object({
  campaign: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isPlainObject(input) ? input : null)),
    ),
    null,
  ),
  hash: textOrNull(),
  error: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (input === true ? 'error' : typeof input === 'string' && input.trim() !== '' ? input : null)),
    ),
    null,
  ),
});

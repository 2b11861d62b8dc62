import type { Balances, CasinoConfig, CasinoLicence, CasinoPages, LanguageKey, NavItem, Player } from '@lobby/domain';
import { LANGUAGES, safeUrl, toJurisdiction } from '@lobby/domain';
import * as v from 'valibot';
import { isPlainObject } from '../bytes.ts';
import { gameRefKey, gameRefSchema } from './catalog.ts';
import { lenientList, optionalList, type DropSink } from './lists.ts';
import { amount, count, emptyOr, flag, integer, lenientFlag, link, oneOfOr, stringList, text, textOrNull, toText } from './primitives.ts';

const PAGE_KEYS = ['signup', 'cashier', 'vipprogram', 'banking', 'contact', 'terms', 'privacy', 'promotions', 'profile'] as const;

// A missing or empty page link means "not shown", so blank entries are left out entirely; a link
// that is neither http(s) nor a same-origin path (`javascript:`...) is left out and reported.
const pagesSchema = (sink: DropSink | undefined) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): CasinoPages => {
        const pages: Partial<Record<(typeof PAGE_KEYS)[number], string>> = {};
        if (!isPlainObject(input)) return pages;
        for (const key of PAGE_KEYS) {
          const link = toText(input[key]);
          if (link === undefined || link.trim() === '') continue;
          if (safeUrl(link) === null)
            sink?.({ list: `pages.${key}`, total: 1, invalid: 1, duplicates: 0, firstProblem: 'not an http(s) URL or a same-origin path' });
          else pages[key] = link;
        }
        return pages;
      }),
    ),
    null,
  );

const navItemSchema: v.GenericSchema<unknown, NavItem> = v.pipe(
  v.object({ action: link(), id: text(), label: text(), icon: text(), ucc_internal: lenientFlag() }),
  // The id keys list items; fall back to the action, which is unique per menu in practice.
  v.transform((item) => ({ ...item, id: item.id === '' ? item.action : item.id })),
);

/** `{EN: [item], DE: [...]}` with any key case; other keys and bad items dropped. */
const perLanguage = (label: string, sink: DropSink | undefined) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const menus: Partial<Record<LanguageKey, readonly NavItem[]>> = {};
        if (!isPlainObject(input)) return menus;
        for (const [rawKey, items] of Object.entries(input)) {
          const key = rawKey.toUpperCase() as LanguageKey;
          if (!(LANGUAGES as readonly string[]).includes(key.toLowerCase()) || key in menus) continue;
          const parsed = v.safeParse(lenientList(navItemSchema, { label: `${label}.${key}`, sink }), items);
          if (parsed.success) menus[key] = parsed.output;
        }
        return menus;
      }),
    ),
    null,
  );

// Absent: the casino's own setting applies. Unknown: `none` (no protection elements), reported,
// so a typo on the server shows in the log instead of silently turning a market off.
const jurisdictionSchema = (sink: DropSink | undefined) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        if (input === undefined || input === null || input === '') return undefined;
        const known = toJurisdiction(input);
        if (known) return known;
        sink?.({
          list: 'jurisdiction',
          total: 1,
          invalid: 1,
          duplicates: 0,
          firstProblem: `unknown jurisdiction ${JSON.stringify(input)}, read as none`,
        });
        return 'none' as const;
      }),
    ),
  );

// Absent: the casino's own licence applies. A licence without text cannot be shown: dropped and
// reported; a register link that is neither http(s) nor a same-origin path is left out and reported.
const licenceSchema = (sink: DropSink | undefined) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): CasinoLicence | undefined => {
        if (input === undefined || input === null || input === '') return undefined;
        const report = (firstProblem: string) => sink?.({ list: 'licence', total: 1, invalid: 1, duplicates: 0, firstProblem });
        const text = isPlainObject(input) ? toText(input.text)?.trim() : undefined;
        if (!isPlainObject(input) || !text) {
          report('a licence needs its text');
          return undefined;
        }
        const link = toText(input.url)?.trim() ?? '';
        const url = link === '' ? null : safeUrl(link);
        if (link !== '' && url === null) report('the register link is not an http(s) URL or a same-origin path');
        return { text, url };
      }),
    ),
  );

/**
 * The casino configuration. Unknown `environment` falls back to `live` (the strictest behaviour),
 * unknown `language` to `en`; a missing casino_id fails.
 */
export const configSchema = (sink?: DropSink): v.GenericSchema<unknown, CasinoConfig> =>
  v.object({
    environment: oneOfOr(['live', 'staging', 'development'] as const, 'live'),
    language: oneOfOr(LANGUAGES, 'en'),
    casino_id: integer(),
    casino_name: text(),
    currency: text(),
    // Thumbnail URLs are built as `${assets_domain}/assets/...`: a trailing slash would double.
    assets_domain: v.pipe(
      text(),
      v.transform((domain) => domain.replace(/\/+$/, '')),
    ),
    is_fusion: flag(),
    pages: pagesSchema(sink),
    navigation: perLanguage('navigation', sink),
    launcher: perLanguage('launcher', sink),
    use_diff_theme_icons: flag(),
    dfs: flag(),
    tournaments: flag(),
    livedealer: flag(),
    fun_money_casino: flag(),
    allow_play_for_free_before_login: flag(),
    dfs_popup: flag(),
    dfs_spinwheel: flag(),
    home_sections: stringList(),
    gameofthemonth_api: textOrNull(),
    jurisdiction: jurisdictionSchema(sink),
    licence: licenceSchema(sink),
  });

const balancesSchema = v.optional(
  v.object({
    balance: amount(),
    currency_code: text(),
    fun_money: amount(),
    real: amount(),
    bonus: amount(),
    withdrawable: amount(),
    playthrough: amount(),
    comppoints: amount(),
  }),
  {},
);

/** A logged-in player; balances without a currency take the player's. */
export const playerSchema = (sink?: DropSink): v.GenericSchema<unknown, Player> =>
  v.pipe(
    v.object({
      PID: integer(),
      fname: text(),
      lname: text(),
      class: text(),
      class_vip_level: count(),
      class_display_name: text(),
      currency_code: text(),
      practicemode: flag(),
      favorites: optionalList(gameRefSchema, { label: 'favorites', sink, key: gameRefKey }),
      balances: balancesSchema,
    }),
    v.transform((player) => {
      const balances: Balances = { ...player.balances, currency_code: player.balances.currency_code || player.currency_code };
      return { ...player, balances };
    }),
  );

/** The `getconfig` answer; a guest's player is null (also PHP's `false` or `[]`). */
export const configAnswerSchema = (sink?: DropSink) => v.object({ casino: configSchema(sink), player: emptyOr(playerSchema(sink)) });

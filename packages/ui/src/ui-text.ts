import type lobbyList from './locales/en/lobby-list.json';
import type lobby from './locales/en/lobby.json';
import type menu from './locales/en/menu.json';
import type messages from './locales/en/messages.json';
import type play from './locales/en/play.json';
import type rewards from './locales/en/rewards.json';
import type promos from './locales/en/promos.json';
import type protection from './locales/en/protection.json';
import type shell from './locales/en/shell.json';

/**
 * The widgets' English texts by namespace, as the app loads them: `locales/{lng}/{namespace}.json`
 * (placeholders in the i18next `{{name}}` form, `_one` for a singular). The app ships shell and
 * lobby with its first screen; the others come with the chunk that shows them.
 */
export interface UiResources {
  readonly shell: typeof shell;
  readonly menu: typeof menu;
  readonly lobby: typeof lobby;
  readonly 'lobby-list': typeof lobbyList;
  readonly play: typeof play;
  readonly messages: typeof messages;
  readonly rewards: typeof rewards;
  readonly promos: typeof promos;
}

/** The widgets' namespaces; a key lives in exactly one of them. */
export type UiNamespace = keyof UiResources;

/** Every widget namespace, in lookup order. */
export const UI_NAMESPACES = [
  'shell',
  'menu',
  'lobby',
  'lobby-list',
  'play',
  'messages',
  'rewards',
  'promos',
] as const satisfies readonly UiNamespace[];

/**
 * The texts of the player-protection widgets (`locales/{lng}/protection.json`): an app registers
 * the namespace with the market that needs them, so a casino without a market never loads it.
 */
export interface UiMarketResources {
  readonly protection: typeof protection;
}

/** The namespaces an app registers only for a casino with a market (`jurisdiction` other than none). */
export type UiMarketNamespace = keyof UiMarketResources;

/** Every market namespace. */
export const UI_MARKET_NAMESPACES = ['protection'] as const satisfies readonly UiMarketNamespace[];

/** A key of the widget texts. */
export type UiTextKey =
  | { [N in UiNamespace]: keyof UiResources[N] & string }[UiNamespace]
  | { [N in UiMarketNamespace]: keyof UiMarketResources[N] & string }[UiMarketNamespace];

/** Values substituted into `{{name}}` placeholders. */
export type UiTextVars = Record<string, string | number>;

/** Replaces `{{name}}` placeholders; unknown names are left as they are. */
export function interpolate(template: string, vars?: UiTextVars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** A `t` over a fixed table of texts, e.g. `createUiT(UI_TEXT_EN)` for stories and tests. */
export function createUiT(texts: Record<UiTextKey, string>) {
  return (key: UiTextKey, vars?: UiTextVars): string => interpolate(texts[key], vars);
}

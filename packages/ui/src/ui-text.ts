import { LOBBY_LIST_TEXT_EN } from './lobby/lobby-list-text.ts';
import { LOBBY_TEXT_EN } from './lobby/lobby-text.ts';
import { MESSAGES_TEXT_EN } from './messages/messages-text.ts';
import { MENU_TEXT_EN } from './navigation/menu-text.ts';
import { PLAY_TEXT_EN } from './play/play-text.ts';
import { REWARDS_TEXT_EN } from './rewards/rewards-text.ts';
import { SHELL_TEXT_EN } from './shell-text.ts';

/**
 * Every text the widgets show, in English. The app translates these keys (placeholders use the
 * i18next `{{name}}` form) and hands its `t` to `UiProvider`; stories use these defaults.
 */
export const UI_TEXT_EN = {
  ...SHELL_TEXT_EN,
  ...MENU_TEXT_EN,
  ...LOBBY_TEXT_EN,
  ...LOBBY_LIST_TEXT_EN,
  ...PLAY_TEXT_EN,
  ...MESSAGES_TEXT_EN,
  ...REWARDS_TEXT_EN,
} as const satisfies Record<string, string>;

/** A key of the widget texts. */
export type UiTextKey = keyof typeof UI_TEXT_EN;

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

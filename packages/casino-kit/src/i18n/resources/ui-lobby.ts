import type { LOBBY_TEXT_EN } from '@lobby/ui';

type Texts = Record<keyof typeof LOBBY_TEXT_EN, string>;

/** German, Spanish and French texts of the lobby widgets. */
export const UI_LOBBY: { readonly de: Texts; readonly es: Texts; readonly fr: Texts } = {
  de: {},
  es: {},
  fr: {},
};

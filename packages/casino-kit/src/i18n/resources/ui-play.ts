import type { PLAY_TEXT_EN } from '@lobby/ui';

type Texts = Record<keyof typeof PLAY_TEXT_EN, string>;

/** German, Spanish and French texts of the play widgets. */
export const UI_PLAY: { readonly de: Texts; readonly es: Texts; readonly fr: Texts } = {
  de: {},
  es: {},
  fr: {},
};

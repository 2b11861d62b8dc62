/** Texts of the play widgets (play screen, chooser, game errors, synthetic games, live dealer). */
export const PLAY_TEXT_EN = {} as const satisfies Record<string, string>;

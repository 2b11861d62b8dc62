/** Texts of the lobby widgets (game cards, lists, filters, search, lock modal). */
export const LOBBY_TEXT_EN = {} as const satisfies Record<string, string>;

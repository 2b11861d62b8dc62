import PROMOS_EN from '../locales/en/promos.json';

/** Texts of the promotions, tournaments, winners and widget widgets, in English (the app translates them). */
export const PROMOS_TEXT_EN = PROMOS_EN;

/** A key of the promotions texts. */
export type PromosTextKey = keyof typeof PROMOS_EN;
/** The promotions texts a widget shows, by key; the app passes them translated. */
export type PromosText = Readonly<Record<PromosTextKey, string>>;

/** `{{name}}` placeholders of a promotions text filled in. */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

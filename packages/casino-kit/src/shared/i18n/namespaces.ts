import type { UiMarketResources, UiResources } from '@lobby/ui';
import type app from './locales/en/app.json';
import type lists from './locales/en/lists.json';
import type tips from './locales/en/tips.json';

/**
 * Every namespace's English texts, by namespace: the kit's own (`shared/i18n/locales/{lng}/{ns}.json`) and
 * the widgets' (`@lobby/ui/locales/{lng}/{ns}.json`). Keys are typed from these English files, so a
 * key that is not in them is a type error; the other languages' files hold the same keys (checked
 * by `tooling/lint/check-i18n.mjs` and `create-i18n.test.ts`).
 */
export interface Resources extends UiResources, UiMarketResources {
  readonly app: typeof app;
  readonly lists: typeof lists;
  readonly tips: typeof tips;
}

/** A namespace of the app's texts. */
export type Namespace = keyof Resources;

/** A key of one namespace. */
export type TextKey<N extends Namespace> = keyof Resources[N] & string;

/** The texts of one namespace in one language. */
export type Texts = Readonly<Record<string, string>>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: Resources;
  }
}

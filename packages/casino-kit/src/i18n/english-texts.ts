import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** English texts of one lazily loaded part of the app, by namespace. */
export interface PartTexts {
  readonly app?: Readonly<Record<string, string>>;
  readonly ui?: Readonly<Record<string, string>>;
}

const added = new WeakMap<i18n, Set<PartTexts>>();

/** Adds `texts` to the English resources of `instance`, once. */
export function addEnglishTexts(instance: i18n, texts: PartTexts): void {
  let done = added.get(instance);
  if (!done) {
    done = new Set();
    added.set(instance, done);
  }
  if (done.has(texts)) return;
  done.add(texts);
  for (const [namespace, bundle] of Object.entries(texts)) instance.addResourceBundle('en', namespace, bundle, true, false);
}

/**
 * The English texts a lazily loaded page or widget brings in its chunk, added before its first
 * render, so English visitors download a screen's words with the screen. The other languages'
 * resources hold every text already.
 */
export function useEnglishTexts(...parts: readonly PartTexts[]): void {
  const { i18n: instance } = useTranslation();
  for (const texts of parts) addEnglishTexts(instance, texts);
}

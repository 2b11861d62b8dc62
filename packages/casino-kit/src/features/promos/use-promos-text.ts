import { PROMOS_TEXT_EN, type PromosText, type PromosTextKey } from '@lobby/ui';
import type { i18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EN_PROMOS } from './texts.ts';
import { type InstanceKey, instanceKey, useTexts } from '../../shared/i18n/use-texts.ts';

const KEYS = Object.keys(PROMOS_TEXT_EN) as PromosTextKey[];

/** The texts last translated, per i18next instance: the language they are in and the texts. */
const translated = new WeakMap<InstanceKey, { readonly language: string; readonly text: PromosText }>();
/** The instances whose added texts clear what was translated. */
const watched = new WeakSet<InstanceKey>();

/**
 * The promotions texts in `language`, translated once and shared: every widget, banner and card
 * of the promotions asks for all of them, and translating them (one lookup per text) for each of a
 * dozen components on the home lengthened its first render. Texts added to the instance
 * (another language's chunk, for one) make the next call translate again.
 */
function promosText(instance: i18n, t: TFunction<'promos'>, language: string): PromosText {
  const key = instanceKey(instance);
  const known = translated.get(key);
  if (known?.language === language) return known.text;
  if (!watched.has(key)) {
    watched.add(key);
    key.on('added', () => translated.delete(key));
  }
  const text = Object.fromEntries(KEYS.map((name) => [name, t(name)])) as Record<PromosTextKey, string>;
  translated.set(key, { language, text });
  return text;
}

/** The promotions widgets' texts in the current language (English comes with the chunk). */
export function usePromosText(): PromosText {
  useTexts(EN_PROMOS);
  const { t, i18n } = useTranslation('promos');
  return promosText(i18n, t, i18n.language);
}

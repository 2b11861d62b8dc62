import { PROMOS_TEXT_EN, type PromosText, type PromosTextKey } from '@lobby/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EN_PROMOS } from '../i18n/parts/promos.ts';
import { useTexts } from '../i18n/use-texts.ts';

const KEYS = Object.keys(PROMOS_TEXT_EN) as PromosTextKey[];

/** The promotions widgets' texts in the current language (English comes with the chunk). */
export function usePromosText(): PromosText {
  useTexts(EN_PROMOS);
  const { t, i18n } = useTranslation('promos');
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language only.
  return useMemo(() => Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<PromosTextKey, string>, [t, language]);
}

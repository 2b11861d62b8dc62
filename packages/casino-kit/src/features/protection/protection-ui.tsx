import '@lobby/ui/protection.css';
import { UI_MARKET_NAMESPACES, UI_NAMESPACES, UiProvider, type UiTextKey, type UiTextVars, useUi } from '@lobby/ui';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { dateTimeFormat } from '../../shared/intl-formats.ts';
import { EN_PROTECTION } from './texts.ts';

const NAMESPACES = [...UI_MARKET_NAMESPACES, ...UI_NAMESPACES];

/**
 * The widgets' context with the market's texts added: the shell's lookup leaves the `protection`
 * namespace out, so that a casino without a market never loads it.
 */
export function ProtectionUi({ children }: { children: ReactNode }) {
  useTexts(EN_PROTECTION);
  const parent = useUi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const value = useMemo(() => {
    const t = i18n.getFixedT(language, NAMESPACES) as unknown as (key: UiTextKey, options: UiTextVars) => string;
    return { ...parent, t: (key: UiTextKey, vars?: UiTextVars) => t(key, vars ?? {}) };
  }, [i18n, parent, language]);
  return <UiProvider value={value}>{children}</UiProvider>;
}

/** Dates and times as the protection pages show them (a limit's end, a break's end, a history line). */
export function useFormatDate(): (ms: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (ms: number) => format.format(ms);
  }, [language]);
}

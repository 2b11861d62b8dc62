import { useUi } from '@lobby/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/hooks.ts';
import { numberFormat } from '../../shared/intl-formats.ts';
import { selectConfig } from '@lobby/casino-core';

/** Formats an amount in the casino's currency; `whole` shows no decimals (prize pools). */
export function useCasinoMoney(whole = false): (amount: number) => string {
  const { formatMoney } = useUi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const currency = useAppSelector(selectConfig)?.currency ?? 'USD';
  return useCallback(
    (amount: number) => {
      if (!whole) return formatMoney(amount, currency);
      try {
        return numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
      } catch {
        return formatMoney(amount, currency);
      }
    },
    [formatMoney, currency, whole, language],
  );
}

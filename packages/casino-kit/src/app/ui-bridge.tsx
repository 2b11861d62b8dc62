import { UI_NAMESPACES, UiProvider, type UiContextValue, type UiLinkProps, type UiTextKey, type UiTextVars } from '@lobby/ui';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { numberFormat } from '../platform/intl-formats.ts';

/** Paths the casino's own server answers (its site pages, its controllers): outside the app and its base path. */
const SERVER_PATHS = /^\/(site|app)\//;

/** The router's Link for the app's routes; a page load for the casino's own pages, which no route covers. */
function RouterLink({ to, children, ...rest }: UiLinkProps) {
  if (SERVER_PATHS.test(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}

function formatter(language: string, currency: string): Intl.NumberFormat {
  try {
    return numberFormat(language, { style: 'currency', currency });
  } catch {
    // An unknown currency code still deserves a readable amount.
    return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
}

/**
 * Gives the widgets their texts (i18next, looked up across the widget namespaces: a key lives in
 * one of them), money formatting and the router's Link.
 */
export function UiBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const value = useMemo<UiContextValue>(() => {
    // UiTextKey is typed from the same English files, so every key the widgets ask for exists.
    const t = i18n.getFixedT(null, UI_NAMESPACES) as unknown as (key: UiTextKey, options: UiTextVars) => string;
    return {
      t: (key: UiTextKey, vars?: UiTextVars) => t(key, vars ?? {}),
      formatMoney: (amount, currency) =>
        amount === null || !Number.isFinite(amount) ? '---' : formatter(language, currency).format(amount),
      Link: RouterLink,
    };
  }, [i18n, language]);
  return <UiProvider value={value}>{children}</UiProvider>;
}

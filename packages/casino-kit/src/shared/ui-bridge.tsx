import { UI_NAMESPACES, UiProvider, type UiContextValue, type UiLinkProps, type UiTextKey, type UiTextVars } from '@lobby/ui';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';
import { numberFormat } from './intl-formats.ts';
import { useSlot } from './slots.tsx';
import { useLobbyOptions } from './use-lobby-options.ts';

/** Paths the casino's own server answers (its site pages, its controllers): outside the app and its base path. */
const SERVER_PATHS = /^\/(site|app)\//;

/** A click the browser should handle itself: another button, or a modifier asking for a new tab or window. */
function browserHandles(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * A link within the app, as react-router's `Link` (not used: see routes/app-router.tsx): the
 * address under the base path, and a plain click navigates without a page load. A link to the
 * page already shown replaces it in the history instead of adding it again.
 */
function AppLink({ to, children, onClick, ...rest }: UiLinkProps) {
  const href = useHref(to);
  const target = useResolvedPath(to);
  const location = useLocation();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (browserHandles(event)) return;
    event.preventDefault();
    const samePage = target.pathname === location.pathname && target.search === location.search && target.hash === location.hash;
    void navigate(to, { replace: samePage });
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

/**
 * The app's links for its routes; a page load for the casino's own pages, which no route covers.
 * Other sites never come here: `PageLink` gives them a plain anchor (ui's `isAppPath`).
 */
function RouterLink({ to, children, ...rest }: UiLinkProps) {
  if (SERVER_PATHS.test(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <AppLink to={to} {...rest}>
      {children}
    </AppLink>
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
 * one of them), money formatting, the router's Link, the options in force and the deposit links' slot.
 */
export function UiBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = useLobbyOptions();
  const Deposit = useSlot('MarketDeposit') ?? undefined;
  const value = useMemo<UiContextValue>(() => {
    // UiTextKey is typed from the same English files, so every key the widgets ask for exists.
    const t = i18n.getFixedT(null, UI_NAMESPACES) as unknown as (key: UiTextKey, options: UiTextVars) => string;
    return {
      t: (key: UiTextKey, vars?: UiTextVars) => t(key, vars ?? {}),
      formatMoney: (amount, currency) =>
        amount === null || !Number.isFinite(amount) ? '---' : formatter(language, currency).format(amount),
      Link: RouterLink,
      options,
      Deposit,
    };
  }, [i18n, language, options, Deposit]);
  return <UiProvider value={value}>{children}</UiProvider>;
}

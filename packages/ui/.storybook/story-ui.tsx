import { defaultLobbyOptions } from '@lobby/domain';
import type { MouseEvent } from 'react';
import { UI_TEXT_EN } from '../src/locales/english.ts';
import { createUiT } from '../src/ui-text.ts';
import type { UiContextValue, UiLinkProps } from '../src/ui-context.tsx';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function formatMoney(amount: number | null, currency: string): string {
  if (amount === null || !Number.isFinite(amount)) return '---';
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** Stands in for the router link; stories must not navigate their frame away. */
function StoryLink({ to, onClick, children, ...rest }: UiLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClick?.();
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}

export const storyUi: UiContextValue = { t: createUiT(UI_TEXT_EN), formatMoney, Link: StoryLink, options: defaultLobbyOptions };

import type { LobbyOptions } from '@lobby/domain';
import { createContext, use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { UiTextKey, UiTextVars } from './ui-text.ts';

/** The options in force that widgets read themselves (the rest arrive as props). */
export type UiOptions = Pick<LobbyOptions, 'modalAnimationMs' | 'singleFlightClaimMs' | 'breakpoints' | 'promoTermsHideMs'>;

/** What the app's router link must accept; `to` is a path inside the app. */
export interface UiLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

/** Text, money formatting, navigation and the options in force, supplied once by the app. */
export interface UiContextValue {
  t: (key: UiTextKey, vars?: UiTextVars) => string;
  /** Formats an amount; a null amount (unknown to the server) must come back as `---`. */
  formatMoney: (amount: number | null, currency: string) => string;
  Link: ComponentType<UiLinkProps>;
  options: UiOptions;
}

const UiContext = createContext<UiContextValue | null>(null);

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  value: UiContextValue;
  children: ReactNode;
}

export function UiProvider({ value, children }: UiProviderProps) {
  return <UiContext value={value}>{children}</UiContext>;
}

export function useUi(): UiContextValue {
  const value = use(UiContext);
  // A missing provider is a wiring mistake, better loud at first render than blank text.
  if (!value) throw new Error('useUi() needs a <UiProvider> above it');
  return value;
}

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

/** A deposit link wherever one shows: the header, the cashier tooltip, a locked game, the account page. */
export interface DepositLinkProps {
  /** The cashier. */
  href: string;
  /** What the link says, in the words of the place it shows in. */
  label: string;
  className?: string;
  /** Shown before the label (the header's cashier icon). */
  icon?: ReactNode;
  /** A class of the label's own (the header hides it on narrow screens, where it stays the name). */
  labelClassName?: string;
  /** Called when the player goes to the cashier. */
  onClick?: () => void;
}

/** Text, money formatting, navigation and the options in force, supplied once by the app. */
export interface UiContextValue {
  t: (key: UiTextKey, vars?: UiTextVars) => string;
  /** Formats an amount; a null amount (unknown to the server) must come back as `---`. */
  formatMoney: (amount: number | null, currency: string) => string;
  Link: ComponentType<UiLinkProps>;
  options: UiOptions;
  /** What every deposit link becomes (a market's, which a reached limit holds back); a plain link without it. */
  Deposit?: ComponentType<DepositLinkProps>;
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

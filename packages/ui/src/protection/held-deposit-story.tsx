import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { type UiContextValue, UiProvider, useUi } from '../ui-context.tsx';
import { DepositButton } from './deposit-button.tsx';
import { formatStoryDate, STORY_NOW } from './story-fixtures.ts';

/** When the stories' deposit limit frees: 14 hours after the story clock, 28 Nov 2026, 00:00. */
export const HELD_UNTIL = STORY_NOW + 14 * 3_600_000;

const Held: NonNullable<UiContextValue['Deposit']> = (props) => (
  <DepositButton {...props} reachedUntil={HELD_UNTIL} formatDate={formatStoryDate} />
);

function HeldDeposits({ children }: { children: ReactNode }) {
  const ui = useUi();
  return <UiProvider value={{ ...ui, Deposit: Held }}>{children}</UiProvider>;
}

/** Sets a story where a market's deposit limit is reached: every deposit link the app gives it is held back. */
export const heldDeposits: Decorator = (Story) => (
  <HeldDeposits>
    <Story />
  </HeldDeposits>
);

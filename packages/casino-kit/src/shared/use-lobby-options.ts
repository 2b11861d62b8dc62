import { type LobbyOptions, resolveLobbyOptions } from '@lobby/domain';
import { useMemo } from 'react';
import { selectCasinoRules } from '@lobby/casino-core';
import { useAppSelector } from './hooks.ts';
import { useProfile } from './profile-context.tsx';

/** The running casino's options: the defaults, then its site tweaks, then its app profile. */
export function useLobbyOptions(): LobbyOptions {
  const tweaks = useAppSelector(selectCasinoRules)?.tweaks.options;
  const overrides = useProfile().options;
  return useMemo(() => resolveLobbyOptions(tweaks, overrides), [tweaks, overrides]);
}

import type { LobbyOptions } from '@lobby/domain';
import { selectOptions } from '@lobby/casino-core';
import { useAppSelector } from './hooks.ts';

/**
 * The running casino's options: the defaults, then its site tweaks once the configuration has
 * named the casino, then its app profile's (which the store holds), resolved once in the store.
 */
export function useLobbyOptions(): LobbyOptions {
  return useAppSelector(selectOptions);
}

import type { DfsFlags } from '@lobby/domain';
import { selectPlayer } from '@lobby/casino-core';
import { useEffect, useRef } from 'react';
import { lobbyApi } from '../../shared/data-layer.ts';
import { useAppSelector } from '../../shared/hooks.ts';

/**
 * The player's daily free spins flags, for every part that shows them (the popup, the widget):
 * the one answer in the data layer's cache, which start-up asks for. When that request failed, the
 * first part that shows them asks once more instead of staying hidden for the whole visit. Null for
 * a guest, and until the answer comes.
 */
export function useDfsFlags(): DfsFlags | null {
  const player = useAppSelector(selectPlayer);
  const flags = lobbyApi.useGetDfsFlagsQuery(undefined, { skip: player === null });
  const retried = useRef(false);
  const { isError, refetch } = flags;
  useEffect(() => {
    if (!isError || retried.current) return;
    retried.current = true;
    void refetch();
  }, [isError, refetch]);
  return player === null ? null : (flags.data ?? null);
}

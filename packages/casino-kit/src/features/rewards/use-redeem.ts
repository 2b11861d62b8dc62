import type { DfsSpinPayload, DfsValidation } from '@lobby/domain';
import type { DfsRedeemResultProps } from '@lobby/ui';
import { useCallback } from 'react';
import { useRedeemDailyFreeSpinsMutation } from './rewards-api.ts';

/** What a redeem came to, as the result widget shows it. */
export type RedeemOutcome =
  | Exclude<DfsRedeemResultProps, { outcome: 'redeeming' | 'success' }>
  | {
      outcome: 'success';
      spins: number | null;
      gameName: string;
      gameImage: string | null;
      shortcut: string;
      message: string;
      /** The wheel's slice the controller drew (`drawn_slice`), when it names one. */
      drawnSlice?: number;
    };

/** Sends one redeem and resolves to its outcome (never rejects). */
export function useRedeem(): (validation: DfsValidation, spin: DfsSpinPayload) => Promise<RedeemOutcome> {
  const [mutate] = useRedeemDailyFreeSpinsMutation();
  return useCallback(
    async (validation, spin) => {
      const result = await mutate({ validation, spin });
      if (!result.data) return { outcome: 'error' };
      if (!result.data.success) return { outcome: 'refused', responseMessage: result.data.responseMessage };
      return {
        outcome: 'success',
        spins: result.data.freespins,
        gameName: result.data.gamename,
        gameImage: result.data.gameimage,
        shortcut: result.data.shortcut,
        message: result.data.responseMessage,
        ...(result.data.drawn_slice === undefined ? {} : { drawnSlice: result.data.drawn_slice }),
      };
    },
    [mutate],
  );
}

import { PROMO_FRAME_FILE } from '@lobby/domain';
import { useMemo } from 'react';
import { useProfile } from '../../shared/profile-context.tsx';
import { appPath } from '@lobby/casino-core';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import type { PromoFramePlace } from './promo-view.ts';

/** Where this app's custom promo frames come from (`promo-frame.html` under its base path) and how tall they may grow. */
export function usePromoFramePlace(): PromoFramePlace {
  const { basePath } = useProfile();
  const { promoFrameMaxHeightPx } = useLobbyOptions();
  return useMemo(
    () => ({ src: appPath(basePath, PROMO_FRAME_FILE), maxHeightPx: promoFrameMaxHeightPx }),
    [basePath, promoFrameMaxHeightPx],
  );
}

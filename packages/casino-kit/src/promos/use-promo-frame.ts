import { PROMO_FRAME_FILE } from '@lobby/domain';
import { useMemo } from 'react';
import { useProfile } from '../app/profile-context.tsx';
import { appPath } from '../app/site-links.ts';
import { useLobbyOptions } from '../app/use-lobby-options.ts';
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

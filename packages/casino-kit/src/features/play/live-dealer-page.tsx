import '@lobby/ui/play.css';
import { LiveDealerFrame } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRESH } from '@lobby/casino-core';
import { useGetLiveDealerQuery } from './play-api.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { EN_PLAY } from './texts.ts';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';

function LiveDealer() {
  const { t } = useTranslation('lists');
  const url = useGetLiveDealerQuery(undefined, FRESH).currentData?.url ?? null;
  const { liveDealerOverlayMs } = useLobbyOptions();
  const [overlay, setOverlay] = useState(true);
  // The loader stays a while after the URL arrives, its fade included (`liveDealerOverlayMs`).
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => setOverlay(false), liveDealerOverlayMs);
    return () => clearTimeout(timer);
  }, [url, liveDealerOverlayMs]);
  return <LiveDealerFrame title={t('category.live-dealer')} src={url} overlayVisible={overlay} />;
}

/** /live-dealer: the live casino lobby in a frame (single-provider; fusion lists live games instead). */
export const LiveDealerPage = guardedPage({ name: 'live-dealer' }, LiveDealer, EN_PLAY, EN_LISTS);

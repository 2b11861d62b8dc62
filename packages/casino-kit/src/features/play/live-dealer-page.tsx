import '@lobby/ui/play.css';
import { LIVE_DEALER_OVERLAY_MS } from '@lobby/domain';
import { LiveDealerFrame } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRESH } from '@lobby/casino-core';
import { useGetLiveDealerQuery } from './play-api.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { EN_PLAY } from './texts.ts';
import { Guarded } from '../../shared/routes/guard.tsx';

function LiveDealer() {
  const { t } = useTranslation('lists');
  const url = useGetLiveDealerQuery(undefined, FRESH).currentData?.url ?? null;
  const [overlay, setOverlay] = useState(true);
  // The loader stays about 2.5 s after the URL arrives, plus its 0.6 s fade.
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => setOverlay(false), LIVE_DEALER_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [url]);
  return <LiveDealerFrame title={t('category.live-dealer')} src={url} overlayVisible={overlay} />;
}

/** /live-dealer: the live casino lobby in a frame (single-provider; fusion lists live games instead). */
export function LiveDealerPage() {
  useTexts(EN_PLAY, EN_LISTS);
  return (
    <Guarded route={{ name: 'live-dealer' }}>
      <LiveDealer />
    </Guarded>
  );
}

import { LIVE_DEALER_OVERLAY_MS } from '@lobby/domain';
import { LiveDealerFrame } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeps } from '../app/deps-context.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { EN_LISTS } from '../i18n/parts/lists.ts';
import { EN_PLAY } from '../i18n/parts/play.ts';
import { Guarded } from '../routes/guard.tsx';

function LiveDealer() {
  const { t } = useTranslation('lists');
  const deps = useDeps();
  const [url, setUrl] = useState<string | null>(null);
  const [overlay, setOverlay] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    deps.api.getLiveDealer({ signal: controller.signal }).then(
      (answer) => setUrl(answer.url),
      (error: unknown) => {
        if (!controller.signal.aborted) deps.log('live dealer could not be opened', error);
      },
    );
    return () => controller.abort();
  }, [deps]);
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

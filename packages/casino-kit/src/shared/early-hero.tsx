import { EARLY_HERO_TIMING, HERO_PICTURE_SIZE } from '@lobby/domain';
import { HeroBanner, HeroBannerPlaceholder } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { earlyHeroBanner } from '@lobby/casino-core';
import { useDeps } from './deps-context.tsx';
import { useProfile } from './profile-context.tsx';
import type { EarlyHeroBanner } from '@lobby/casino-core';

/**
 * The home's hero banner the page read before the app's code had loaded (a first visit): the
 * banner once it is known, `undefined` while the page's answer is still to come, null when there is
 * none (or the page started none). The loading screen and the hero slot show it until the app's own
 * promotions answer, so the banner stays up from the page's first paint of it on.
 */
export function useEarlyHero(): EarlyHeroBanner | null | undefined {
  const heroPromoId = useProfile().heroPromoId ?? null;
  const { earlyHero } = useDeps();
  const [settled, setSettled] = useState(() => (earlyHero ? earlyHero.settled() : { found: null }));
  useEffect(() => {
    if (!earlyHero) return;
    let current = true;
    void earlyHero.answer.then((found) => {
      if (current) setSettled({ found });
    });
    return () => {
      current = false;
    };
  }, [earlyHero]);
  return settled === null ? undefined : earlyHeroBanner(settled.found, heroPromoId);
}

/**
 * The early banner as the hero shows it: its call to action's place kept (the app's promotions
 * bring the button), so that the banner does not grow, and move what is under it, when it comes.
 */
export function EarlyHeroBannerView({ banner }: { banner: EarlyHeroBanner }) {
  return (
    <HeroBanner title={banner.title} image={banner.image} {...HERO_PICTURE_SIZE} cta={null} ctaPending timingName={EARLY_HERO_TIMING} />
  );
}

/** Until the hero's own promotions answer: the banner the page read early (a first visit), else the banner's box. */
export function HeroWaiting() {
  const banner = useEarlyHero();
  return banner ? <EarlyHeroBannerView banner={banner} /> : <HeroBannerPlaceholder />;
}

import { EARLY_HERO_TIMING, HERO_PICTURE_SIZE } from '@lobby/domain';
import { HeroBanner, HeroBannerPlaceholder } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { earlyHeroAnswer, earlyHeroBanner, settledEarlyHero } from '../app/early-hero.ts';
import { useProfile } from '../app/profile-context.tsx';
import type { EarlyHeroBanner } from '../catalog/catalog-messages.ts';

/**
 * The home's hero banner the page read before the app's code had loaded (a first visit), or null:
 * at once when it is known, else once it comes. The loading screen and the hero slot show it until
 * the app's own promotions answer, so the banner stays up from the page's first paint of it on.
 */
export function useEarlyHero(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): EarlyHeroBanner | null {
  const heroPromoId = useProfile().heroPromoId ?? null;
  const [found, setFound] = useState<unknown>(() => settledEarlyHero(scope)?.found ?? null);
  useEffect(() => {
    let current = true;
    void earlyHeroAnswer(scope).then((answer) => {
      if (current) setFound(answer);
    });
    return () => {
      current = false;
    };
  }, [scope]);
  return earlyHeroBanner(found, heroPromoId);
}

/** The early banner as the hero shows it, without its call to action (the app's promotions bring that). */
export function EarlyHeroBannerView({ banner }: { banner: EarlyHeroBanner }) {
  return <HeroBanner title={banner.title} image={banner.image} {...HERO_PICTURE_SIZE} cta={null} timingName={EARLY_HERO_TIMING} />;
}

/** Until the hero's own promotions answer: the banner the page read early (a first visit), else the banner's box. */
export function HeroWaiting() {
  const banner = useEarlyHero();
  return banner ? <EarlyHeroBannerView banner={banner} /> : <HeroBannerPlaceholder />;
}

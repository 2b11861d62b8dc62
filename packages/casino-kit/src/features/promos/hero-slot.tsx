import { HERO_PICTURE_SIZE, heroBanner, rollbackBannerVisible, safeLink, TRYOUT_COOKIE } from '@lobby/domain';
import { HeroBanner, RollbackBanner } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppDispatch, useAppSelector } from '../../shared/hooks.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { readJarCookie } from '@lobby/casino-core';
import { selectLanguage } from '@lobby/casino-core';
import { heroPictureSettled } from '@lobby/casino-core';
import { lobbyPromosArgs, useGetPromosQuery, useRollbackTryoutMutation } from './promos-api.ts';
import { HeroWaiting } from '../../shared/early-hero.tsx';
import { usePromosText } from './use-promos-text.ts';
import { useIsSitePage } from './use-site-page.ts';

// The first screen's promotion parts, in a chunk of their own: the hero's request does not wait
// for the rest of the promotions code (sanitizer, widgets, cards), which only later rows need.

function Rollback() {
  const { navigation: site } = useDeps();
  const text = usePromosText();
  const [shown, setShown] = useState(() => rollbackBannerVisible(readJarCookie(document, TRYOUT_COOKIE), '/'));
  const [rollback, { isLoading }] = useRollbackTryoutMutation();
  if (!shown) return null;
  const goBack = async () => {
    const result = await rollback();
    // The casino serves its previous design once the cookie says so: load the page afresh.
    if ('data' in result && result.data?.success) {
      setShown(false);
      site.reload();
    }
  };
  return <RollbackBanner onGoBack={() => void goBack()} busy={isLoading} text={text} />;
}

function Hero() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { data, isLoading } = useGetPromosQuery(lobbyPromosArgs(language));
  const isSitePage = useIsSitePage();
  const { heroPromoId } = useProfile();
  const banner = data ? heroBanner(data.regular_promos, heroPromoId) : null;
  const settle = () => dispatch(heroPictureSettled());
  // No banner to show (none configured, or the promotions failed): nothing for the later parts to wait for.
  const none = !isLoading && !banner;
  useEffect(() => {
    if (none) dispatch(heroPictureSettled());
  }, [none, dispatch]);
  // The banner's box is kept while the promotions load, so the banner moves nothing when it comes.
  if (isLoading) return <HeroWaiting />;
  if (!banner) return null;
  const { promo, image } = banner;
  const href = safeLink(promo.cta_link);
  return (
    <HeroBanner
      title={promo.title}
      image={image}
      {...HERO_PICTURE_SIZE}
      cta={href && promo.cta_text ? { href, label: promo.cta_text, external: isSitePage(href) } : null}
      onPictureSettled={settle}
    />
  );
}

/** Above the home sections: the rollback banner and the promo hero banner, whose box is kept from the first paint. */
export function HomeHeroSlot() {
  return (
    <>
      <Rollback />
      <Hero />
    </>
  );
}

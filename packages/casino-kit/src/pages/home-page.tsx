import { buildHomeSections, pendingFavoriteAccess, pendingFavoriteFromQuery, playPath, totalJackpot } from '@lobby/domain';
import { Page, TotalJackpot } from '@lobby/ui';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useDeps } from '../app/deps-context.tsx';
import { useAppSelector } from '../app/hooks.ts';
import { useNow } from '../app/use-now.ts';
import { HomeSectionView } from '../lobby/home-section-view.tsx';
import { storePendingFavorite } from '../lobby/pending-favorite.ts';
import { LoginRedirect } from '../routes/login-redirect.tsx';
import { Slot } from '../slots/slots.tsx';
import { selectIsGuest } from '../store/lobby-selectors.ts';
import { selectCasinoRules, selectCatalog, selectConfig, selectPlayer } from '../store/selectors.ts';

/** Sections rendered for the first paint; about a phone screen and a half. */
const FIRST_SECTIONS = 3;

/**
 * How many of `count` sections to render: the first few at once, the rest in a transition right
 * after the first paint, which React renders in slices between other work instead of one long task.
 */
function useRevealedSections(count: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && count > FIRST_SECTIONS) startTransition(() => setAll(true));
  }, [all, count]);
  return all ? count : Math.min(count, FIRST_SECTIONS);
}

function Sections() {
  const { t } = useTranslation();
  const deps = useDeps();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const catalog = useAppSelector(selectCatalog);
  const rules = useAppSelector(selectCasinoRules);
  const isGuest = useAppSelector(selectIsGuest);
  const recent = useAppSelector((state) => state.recent.games);
  const nowMs = useNow();
  const stale = useAppSelector((state) => state.session.status === 'booting');
  // Sampled once per catalog and role, so the popular row does not reshuffle on every render.
  const sections = useMemo(
    () =>
      catalog && config && rules
        ? buildHomeSections({ ...catalog, recent, variant: rules.variant, isGuest, config, nowMs: deps.now(), random: deps.random })
        : [],
    [catalog, config, rules, recent, isGuest, deps],
  );
  const revealed = useRevealedSections(sections.length);
  if (!config || !catalog) return null;
  const total = totalJackpot(catalog.games, nowMs);
  return (
    <Page
      title={player ? t('home.welcomePlayer', { name: player.fname }) : t('home.welcomeGuest', { casino: config.casino_name })}
      intro={stale ? t('home.staleCatalog') : undefined}
    >
      <Slot name="HomeHero" />
      {total > 0 ? <TotalJackpot amount={total} currency={config.currency} label={t('home.totalJackpot')} /> : null}
      {sections.slice(0, revealed).map((section) => (
        <HomeSectionView key={section.id} section={section} nowMs={nowMs} />
      ))}
    </Page>
  );
}

/** The lobby home; `?play=` and `?fav=` are handled before anything is shown. */
export function HomePage() {
  const [params] = useSearchParams();
  const deps = useDeps();
  const isGuest = useAppSelector(selectIsGuest);
  const play = params.get('play');
  if (play) return <Navigate to={playPath('play', play, params.get('by'))} replace />;
  const pending = pendingFavoriteFromQuery({ fav: params.get('fav') ?? undefined, by: params.get('by') ?? undefined });
  if (pending) {
    storePendingFavorite(deps.session, pending);
    const access = pendingFavoriteAccess(isGuest);
    if (access.kind === 'login') return <LoginRedirect returnTo={access.returnTo} />;
    if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  }
  return <Sections />;
}

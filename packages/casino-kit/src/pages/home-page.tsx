import { loadOnce } from '@lobby/api';
import { pendingFavoriteAccess, pendingFavoriteFromQuery, pendingHomeSections, playPath } from '@lobby/domain';
import { Page, TotalJackpot } from '@lobby/ui';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useDeps } from '../app/deps-context.tsx';
import { NearViewport } from '../app/near-viewport.tsx';
import { useAppSelector } from '../app/hooks.ts';
import { useLobbyOptions } from '../app/use-lobby-options.ts';
import { useNow } from '../app/use-now.ts';
import { nextTask } from '../platform/next-task.ts';
import type * as HomeRows from '../lobby/home-rows.ts';
import { HomeSectionView } from '../lobby/home-section-view.tsx';
import { storePendingFavorite } from '../lobby/pending-favorite.ts';
import { useFilledSections, useRevealedSections } from './section-pacing.ts';
import { LoginRedirect } from '../routes/login-redirect.tsx';
import { Slot } from '../slots/slots.tsx';
import { selectIsGuest } from '../store/lobby-selectors.ts';
import { selectCasinoRules, selectCatalog, selectConfig, selectPlayer } from '../store/selectors.ts';

// The rows' cards and what builds the rows from the catalog are a chunk of their own: the first
// paint shows each row as placeholders and needs none of it. Its download starts as soon as this
// module runs (on the next task: see `nextTask`), beside the configuration and the catalog, which
// take longer.
const loadHomeRows = loadOnce(() => import('../lobby/home-rows.ts'));
let homeRows: typeof HomeRows | null = null;
nextTask()
  .then(loadHomeRows)
  .then(
    (module) => {
      homeRows = module;
    },
    // The home asks again when it renders, and fails to its error screen if it still cannot load.
    () => undefined,
  );

/** The rows' code once loaded; a chunk that cannot be fetched fails the page to its route's error screen. */
function useHomeRows(): typeof HomeRows | null {
  const [rows, setRows] = useState(homeRows);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (rows) return;
    let current = true;
    loadHomeRows().then(
      // When the games are already there, this renders every row: in slices, like a new catalog.
      (module) => current && startTransition(() => setRows(module)),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [rows]);
  if (failure) throw failure.error;
  return rows;
}

function Sections() {
  const { t } = useTranslation();
  const deps = useDeps();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  // The rows follow a new catalog in a background render that yields to input and paint, instead
  // of one long task (a store update alone renders at once).
  const catalog = useDeferredValue(useAppSelector(selectCatalog));
  const rules = useAppSelector(selectCasinoRules);
  const isGuest = useAppSelector(selectIsGuest);
  const recent = useAppSelector((state) => state.recent.games);
  const nowMs = useNow();
  const stale = useAppSelector((state) => state.session.status === 'booting' && state.catalog.source === 'cache');
  const options = useLobbyOptions();
  const rows = useHomeRows();
  // Both the games and the rows' code are needed to show cards.
  const ready = rows !== null && catalog !== null;
  // Sampled once per catalog and role, so the popular row does not reshuffle on every render. Before
  // the catalog, the configuration alone gives the rows, each a placeholder of its final size.
  const sections = useMemo(() => {
    if (!config || !rules) return [];
    if (!rows || !catalog) return pendingHomeSections({ recent, variant: rules.variant, config });
    return rows.buildHomeSections({ ...catalog, recent, variant: rules.variant, isGuest, config, nowMs: deps.now(), random: deps.random });
  }, [catalog, rows, config, rules, recent, isGuest, deps]);
  const revealed = useRevealedSections(sections.length, options.firstPaintSections);
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const filled = useFilledSections(ready, ids, options.firstScreenSections);
  // Summed once per catalog and minute, not in each of the renders that fill the rows.
  const total = useMemo(() => (rows && catalog ? rows.totalJackpot(catalog.games, nowMs) : 0), [rows, catalog, nowMs]);
  if (!config) return null;
  const shown = sections.slice(0, revealed);
  const sectionView = (section: (typeof sections)[number]) => {
    const index = sections.indexOf(section);
    return (
      <HomeSectionView
        key={section.id}
        section={section}
        nowMs={nowMs}
        eagerCards={index < options.firstScreenSections ? options.firstScreenCards : 0}
        placeholders={filled.isFilled(section.id) ? 0 : options.homeSectionSize}
        rows={filled.isFilled(section.id) ? rows : null}
        place={index < options.firstScreenSections ? undefined : filled.place(section.id)}
      />
    );
  };
  return (
    <Page long title={player ? t('home.welcomePlayer', { name: player.fname }) : t('home.welcomeGuest', { casino: config.casino_name })}>
      {/* Said, not shown as a line: a line that goes when the fresh list arrives would move the page. */}
      <p className="lb-visually-hidden" role="status">
        {stale ? t('home.staleCatalog') : ''}
      </p>
      <Slot name="HomeHero" />
      {/* Unknown (---) until the games say it, so the rows under it do not move when it comes. */}
      {!ready || total > 0 ? (
        <TotalJackpot amount={ready ? total : null} currency={config.currency} label={t('home.totalJackpot')} />
      ) : null}
      {shown.slice(0, options.homeWidgetsAfterSections).map(sectionView)}
      <NearViewport>
        <Slot name="HomeWidgets" />
      </NearViewport>
      {shown.slice(options.homeWidgetsAfterSections).map(sectionView)}
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

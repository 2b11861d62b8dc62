import {
  type CasinoConfig,
  type Catalog,
  type HomeSection,
  type HomeSectionOptions,
  loadOnce,
  pendingFavoriteAccess,
  pendingFavoriteFromQuery,
  pendingHomeSections,
  playPath,
  type RecentGame,
  type Variant,
} from '@lobby/domain';
import { Page, TotalJackpot } from '@lobby/ui';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDeps } from '../../shared/deps-context.tsx';
import { GameCardEnvContext } from '../../shared/games/game-card-env-context.ts';
import { NearViewport } from '../../shared/near-viewport.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { useNow } from '../../shared/use-now.ts';
import type * as HomeRows from './home-rows.ts';
import { HomeSectionView } from './home-section-view.tsx';
import { storePendingFavorite } from './pending-favorite.ts';
import { useFilledSections, useRevealedSections } from './section-pacing.ts';
import { LoginRedirect } from '../../shared/routes/login-redirect.tsx';
import { useQuery } from '../../shared/routes/use-query.ts';
import { Slot } from '../../shared/slots.tsx';
import { selectIsGuest } from '@lobby/casino-core';
import { selectCasinoRules, selectConfig, selectPlayer } from '@lobby/casino-core';

// The rows' cards and what builds the rows from the catalog are not in the entry (they travel in
// the first screen's file: tooling/vite-preset chunk-groups.ts): the first paint shows each row as
// placeholders and needs none of it.
let homeRows: typeof HomeRows | null = null;

/**
 * Loads the rows' code, once. Start-up asks for it at the first screen's turn (the composition's
 * `FIRST_SCREEN_PARTS`), beside the configuration and the catalog, which take longer; the home
 * asks again when it renders, and fails to its error screen if it still cannot load.
 */
export const loadHomeRows = loadOnce(() =>
  import('./home-rows.ts').then((module) => {
    homeRows = module;
    return module;
  }),
);

/**
 * What `job` gives, started after the render whenever the job changes (the caller memoizes it; a
 * null job starts nothing): `initial` until then, and the last result while the next one is on
 * its way, each coming in a background render. A job that fails fails the page to its route's
 * error screen; one the render has moved on from is stopped (its signal aborts) and heard no more.
 */
function useBackgroundResult<T>(job: ((signal: AbortSignal) => Promise<T>) | null, initial: T | null = null): T | null {
  const [result, setResult] = useState(initial);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!job) return;
    const stop = new AbortController();
    job(stop.signal).then(
      (value) => {
        if (!stop.signal.aborted) startTransition(() => setResult(value));
      },
      (error: unknown) => {
        if (!stop.signal.aborted) setFailure({ error });
      },
    );
    return () => stop.abort();
  }, [job]);
  if (failure) throw failure.error;
  return result;
}

/**
 * The rows' code once loaded; a chunk that cannot be fetched fails the page to its route's error
 * screen. When the games are already there, its arrival renders every row: in slices, like a new
 * catalog.
 */
function useHomeRows(): typeof HomeRows | null {
  const job = useMemo(() => (homeRows ? null : () => loadHomeRows()), []);
  return useBackgroundResult(job, homeRows);
}

type BuiltSections = HomeSection<Catalog['games'][number]>[];

/** Performance mark the benchmark splits the load's work by: the home's sections built from a catalog. */
export const HOME_SECTIONS_MARK = 'lobby:home-sections';

function markSections(sections: BuiltSections): BuiltSections {
  try {
    globalThis.performance?.mark?.(HOME_SECTIONS_MARK);
  } catch {
    // Marks are a measuring aid; a platform without them loses nothing.
  }
  return sections;
}

/** What the home's sections are built from, once the catalog and the rows' code are in. */
interface SectionsSource {
  readonly rows: typeof HomeRows | null;
  readonly catalog: Catalog | null;
  readonly config: CasinoConfig | null;
  readonly variant: Variant | null;
  readonly recent: readonly RecentGame[];
  readonly isGuest: boolean;
  readonly options: HomeSectionOptions;
}

/**
 * The home's sections built from the catalog, or null until they first are. They are built after
 * the render, a few milliseconds at a time on tasks of their own: over thousands of games the whole
 * build takes tens of milliseconds, which inside the render made one long task of it. The previous
 * sections stay until new ones are ready. Built once per catalog and role, so the popular row's
 * sample does not reshuffle on every render; a build that throws fails the page to its error screen.
 */
function useBuiltSections({ rows, catalog, config, variant, recent, isGuest, options }: SectionsSource): BuiltSections | null {
  const deps = useDeps();
  const job = useMemo(
    () =>
      rows && catalog && config && variant
        ? (signal: AbortSignal) =>
            rows
              .buildHomeSectionsInSlices(
                { ...catalog, recent, variant, isGuest, config, nowMs: deps.now(), random: deps.random, options },
                signal,
              )
              .then(markSections)
        : null,
    [rows, catalog, config, variant, recent, isGuest, deps, options],
  );
  return useBackgroundResult(job);
}

const none = () => null;

function Sections() {
  const { t } = useTranslation();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const rows = useHomeRows();
  // The rows follow a new catalog in a background render that yields to input and paint, instead
  // of one long task (a store update alone renders at once). Read as the market shows it, with
  // the rows' code: before, nothing reads it.
  const catalog = useDeferredValue(useAppSelector(rows ? rows.selectMarketCatalog : none));
  const rules = useAppSelector(selectCasinoRules);
  const isGuest = useAppSelector(selectIsGuest);
  const recent = useAppSelector((state) => state.recent.games);
  const nowMs = useNow();
  const stale = useAppSelector((state) => state.session.status === 'booting' && state.session.catalogSource === 'cache');
  const options = useLobbyOptions();
  // The rows' cards read the store through this one subscription, not eight each; its selector
  // comes with the rows' code, which the cards need anyway.
  const cardEnv = useAppSelector(rows ? rows.selectGameCardEnv : none);
  const variant = rules?.variant ?? null;
  const built = useBuiltSections({ rows, catalog, config, variant, recent, isGuest, options });
  // Cards show once the sections are built from the games with the rows' code. Before, the
  // configuration alone gives the rows, each a placeholder of its final size.
  const ready = rows !== null && built !== null;
  const pending = useMemo(() => (config && variant ? pendingHomeSections({ recent, variant, config }) : []), [config, variant, recent]);
  const sections = built ?? pending;
  const revealed = useRevealedSections(sections.length, options.firstPaintSections);
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const filled = useFilledSections(ready, ids, options.firstScreenSections);
  // Summed once per catalog and minute, not in each of the renders that fill the rows; and only
  // once the sections are built, which run the same jackpot code over the catalog first, in slices.
  const total = useMemo(() => (ready && catalog ? rows.totalJackpot(catalog.games, nowMs) : 0), [ready, rows, catalog, nowMs]);
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
        still={filled.isStill(section.id)}
        rows={filled.isFilled(section.id) ? rows : null}
        place={index < options.firstScreenSections ? undefined : filled.place(section.id)}
      />
    );
  };
  return (
    <GameCardEnvContext value={cardEnv}>
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
    </GameCardEnvContext>
  );
}

/** The lobby home; `?play=` and `?fav=` are handled before anything is shown. */
export function HomePage() {
  const [params] = useQuery();
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

import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import type { TextKey } from '../../shared/i18n/namespaces.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { useGetSuggestedQuery } from './lobby-lists-api.ts';
import { GameListView } from './game-list-view.tsx';
import { gamesOf, type ListSource } from './list-source.ts';
import { Guarded, guardedPage } from '../../shared/routes/guard.tsx';
import { selectMarketGames } from '@lobby/casino-core';
import { selectCatalog } from '@lobby/casino-core';
import { NotFoundRoute } from '../../shared/routes/not-found-route.tsx';
import { useSlot } from '../../shared/slots.tsx';

// In the list pages' chunk: a chunk of its own would cost the entry another chunk to name.
export { RecentlyPlayedPage } from './recently-played-page.tsx';

function SourceList({ title, source }: { title: string; source: ListSource }) {
  const games = useAppSelector(selectMarketGames);
  const ListPromos = useSlot('ListPromos');
  const route = useMemo(
    () =>
      source.kind === 'category' || source.kind === 'subgroup' || source.kind === 'theme' ? { kind: source.kind, slug: source.slug } : null,
    [source],
  );
  return (
    <>
      {route && ListPromos ? (
        <Suspense fallback={null}>
          <ListPromos route={route} />
        </Suspense>
      ) : null}
      <GameListView title={title} games={gamesOf(source, games)} />
    </>
  );
}

/** /category/{slug}. */
export function CategoryPage() {
  useTexts(EN_LISTS);
  const { t } = useTranslation('lists');
  const slug = useParams().slug ?? '';
  return (
    <Guarded route={{ name: 'category', slug }}>
      <SourceList title={t(`category.${slug}` as TextKey<'lists'>)} source={{ kind: 'category', slug }} />
    </Guarded>
  );
}

/** /subgroup/{name}. */
export function SubgroupPage() {
  useTexts(EN_LISTS);
  const { t } = useTranslation('lists');
  const slug = useParams().slug ?? '';
  return (
    <SourceList
      title={t(`section.${slug}` as TextKey<'app'>, { ns: 'app', defaultValue: humanize(slug) })}
      source={{ kind: 'subgroup', slug }}
    />
  );
}

/** /theme/{shortname}: an unknown theme is not found. */
export function ThemePage() {
  useTexts(EN_LISTS);
  const { t } = useTranslation('lists');
  const slug = useParams().slug ?? '';
  const theme = useAppSelector(selectCatalog)?.themes.find((item) => item.shortname === slug);
  if (!theme) return <NotFoundRoute />;
  return <SourceList title={t('page.themeGames', { name: theme.name })} source={{ kind: 'theme', slug }} />;
}

/** /jackpot-games. */
export function JackpotGamesPage() {
  useTexts(EN_LISTS);
  const { t } = useTranslation('lists');
  return <SourceList title={t('page.jackpotGames')} source={{ kind: 'jackpots' }} />;
}

/** /all-games. */
export function AllGamesPage() {
  useTexts(EN_LISTS);
  const { t } = useTranslation('lists');
  return <SourceList title={t('page.allGames')} source={{ kind: 'all' }} />;
}

function SuggestedList() {
  const { t } = useTranslation('lists');
  const suggested = useGetSuggestedQuery();
  // A failure shows the empty list.
  const refs = suggested.currentData ?? (suggested.isError ? [] : null);
  const games = useAppSelector(selectMarketGames);
  return <GameListView title={t('page.suggested')} games={refs ? gamesOf({ kind: 'refs', refs }, games) : []} />;
}

/** /suggested-games: players only. */
export const SuggestedPage = guardedPage({ name: 'suggested-games' }, SuggestedList, EN_LISTS);

function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

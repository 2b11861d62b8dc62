import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../app/hooks.ts';
import { useGetSuggestedQuery } from '../data/lobby-lists-api.ts';
import { useEnglishTexts } from '../i18n/english-texts.ts';
import { EN_LISTS } from '../i18n/resources/en-lists.ts';
import { GameListView } from '../lobby/game-list-view.tsx';
import { gamesOf, type ListSource } from '../lobby/list-source.ts';
import { Guarded } from '../routes/guard.tsx';
import { selectVisibleGames } from '../store/lobby-selectors.ts';
import { selectCatalog } from '../store/selectors.ts';
import { NotFoundRoute } from './not-found-route.tsx';

function SourceList({ title, source }: { title: string; source: ListSource }) {
  const games = useAppSelector(selectVisibleGames);
  return <GameListView title={title} games={gamesOf(source, games)} />;
}

/** /category/{slug}. */
export function CategoryPage() {
  useEnglishTexts(EN_LISTS);
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  return (
    <Guarded route={{ name: 'category', slug }}>
      <SourceList title={t(`category.${slug}`)} source={{ kind: 'category', slug }} />
    </Guarded>
  );
}

/** /subgroup/{name}. */
export function SubgroupPage() {
  useEnglishTexts(EN_LISTS);
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  return <SourceList title={t(`section.${slug}`, { defaultValue: humanize(slug) })} source={{ kind: 'subgroup', slug }} />;
}

/** /theme/{shortname}: an unknown theme is not found. */
export function ThemePage() {
  useEnglishTexts(EN_LISTS);
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const theme = useAppSelector(selectCatalog)?.themes.find((item) => item.shortname === slug);
  if (!theme) return <NotFoundRoute />;
  return <SourceList title={t('page.themeGames', { name: theme.name })} source={{ kind: 'theme', slug }} />;
}

/** /jackpot-games. */
export function JackpotGamesPage() {
  useEnglishTexts(EN_LISTS);
  const { t } = useTranslation();
  return <SourceList title={t('page.jackpotGames')} source={{ kind: 'jackpots' }} />;
}

/** /all-games. */
export function AllGamesPage() {
  useEnglishTexts(EN_LISTS);
  const { t } = useTranslation();
  return <SourceList title={t('page.allGames')} source={{ kind: 'all' }} />;
}

function SuggestedList() {
  const { t } = useTranslation();
  const suggested = useGetSuggestedQuery();
  // A failure shows the empty list.
  const refs = suggested.currentData ?? (suggested.isError ? [] : null);
  const games = useAppSelector(selectVisibleGames);
  return <GameListView title={t('page.suggested')} games={refs ? gamesOf({ kind: 'refs', refs }, games) : []} />;
}

/** /suggested-games: players only. */
export function SuggestedPage() {
  useEnglishTexts(EN_LISTS);
  return (
    <Guarded route={{ name: 'suggested-games' }}>
      <SuggestedList />
    </Guarded>
  );
}

function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

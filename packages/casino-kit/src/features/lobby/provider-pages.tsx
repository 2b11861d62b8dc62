import { SPORTSBOOK_PROVIDER, taxaWithCounts } from '@lobby/domain';
import { Page, ProviderDirectory } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_LISTS } from '../../shared/i18n/lists-texts.ts';
import { GameListView } from './game-list-view.tsx';
import { gamesOf } from './list-source.ts';
import { providerLogo } from '../../shared/games/thumbnails.ts';
import { Guarded, guardedPage } from '../../shared/routes/guard.tsx';
import { selectMarketGames } from '@lobby/casino-core';
import { selectCatalog, selectConfig } from '@lobby/casino-core';

function Directory() {
  const { t } = useTranslation('lists');
  const catalog = useAppSelector(selectCatalog);
  const config = useAppSelector(selectConfig);
  const games = useAppSelector(selectMarketGames);
  const providers = taxaWithCounts(games, catalog?.providers ?? [], 'provider').filter(
    (entry) => entry.taxon.shortname !== SPORTSBOOK_PROVIDER && entry.count > 0,
  );
  return (
    <Page>
      <ProviderDirectory
        title={t('page.providers')}
        blurbs={[t('page.providersBlurb1'), t('page.providersBlurb2')]}
        providers={providers.map(({ taxon, count }) => ({
          id: taxon.shortname,
          name: taxon.name,
          logo: config ? providerLogo(config.assets_domain, taxon) : null,
          gameCount: count,
          href: `/providers/${encodeURIComponent(taxon.shortname)}`,
        }))}
      />
    </Page>
  );
}

/** /providers: the provider directory (multi-provider variant). */
export const ProvidersPage = guardedPage({ name: 'providers' }, Directory, EN_LISTS);

function ProviderGames({ slug }: { slug: string }) {
  const { t } = useTranslation('lists');
  const provider = useAppSelector(selectCatalog)?.providers.find((item) => item.shortname === slug);
  const games = gamesOf({ kind: 'provider', slug }, useAppSelector(selectMarketGames));
  if (!provider || slug === SPORTSBOOK_PROVIDER || games.length === 0) return <Navigate to="/providers" replace />;
  return (
    <GameListView
      title={provider.name}
      games={games}
      intro={<p>{t('page.providerBlurb', { name: provider.name, count: games.length })}</p>}
    />
  );
}

/** /providers/{provider}: its games; an unknown provider goes to /providers. */
export function ProviderPage() {
  useTexts(EN_LISTS);
  const slug = useParams().slug ?? '';
  return (
    <Guarded route={{ name: 'provider', slug }}>
      <ProviderGames slug={slug} />
    </Guarded>
  );
}

import { taxaWithCounts } from '@lobby/domain';
import { Page, TaxonGrid, ThemeTile } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/hooks.ts';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { selectVisibleGames } from '@lobby/casino-core';
import { selectCatalog } from '@lobby/casino-core';

function ThemeDirectory() {
  const { t } = useTranslation();
  const catalog = useAppSelector(selectCatalog);
  const games = useAppSelector(selectVisibleGames);
  const themes = taxaWithCounts(games, catalog?.themes ?? [], 'themes').filter((entry) => entry.count > 0);
  return (
    <Page title={t('section.themes')}>
      <TaxonGrid kind="themes" label={t('section.themes')}>
        {themes.map(({ taxon, count }) => (
          <ThemeTile key={taxon.shortname} name={taxon.name} gameCount={count} href={`/theme/${encodeURIComponent(taxon.shortname)}`} />
        ))}
      </TaxonGrid>
    </Page>
  );
}

/** /themes: every theme with games the visitor may see, the home Themes section's View all. */
export const ThemesPage = guardedPage({ name: 'themes' }, ThemeDirectory);

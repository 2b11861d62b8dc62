import type { Game, HomeSection } from '@lobby/domain';
import { GameRail, PageSection, ProviderCard, TaxonGrid, ThemeTile } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/hooks.ts';
import { Slot } from '../slots/slots.tsx';
import type { Slots } from '../slots/slots.tsx';
import { selectConfig } from '../store/selectors.ts';
import { LobbyGameCard } from './lobby-game-card.tsx';
import { providerLogo } from './thumbnails.ts';

const SLOT_OF: Record<string, keyof Slots> = {
  tournaments: 'HomeTournaments',
  gameofthemonth: 'HomeGameOfTheMonth',
  promotions: 'HomePromotions',
  winners: 'HomeWinners',
};

/** One home section: a rail of games, a grid of providers or themes, or a feature's slot. */
export function HomeSectionView({ section, nowMs }: { section: HomeSection<Game>; nowMs: number }) {
  const { t } = useTranslation();
  const config = useAppSelector(selectConfig);
  const title = t(`section.${section.id}`);
  if (section.kind === 'slot') {
    const slot = SLOT_OF[section.id];
    return slot ? <Slot name={slot} /> : null;
  }
  if (section.kind === 'games') {
    return (
      <GameRail title={title} viewAllHref={section.viewAllPath} layout={section.layout}>
        {section.games.map((game, index) => (
          <LobbyGameCard key={`${game.provider}:${game.shortname}:${game.id}`} game={game} nowMs={nowMs} eager={index < 4} />
        ))}
      </GameRail>
    );
  }
  return (
    <PageSection title={title} viewAllHref={section.viewAllPath}>
      <TaxonGrid kind={section.id === 'providers' ? 'providers' : 'themes'}>
        {section.taxa.map(({ taxon, count }) =>
          section.id === 'providers' ? (
            <ProviderCard
              key={taxon.shortname}
              name={taxon.name}
              logo={config ? providerLogo(config.assets_domain, taxon) : null}
              gameCount={count}
              href={`/providers/${encodeURIComponent(taxon.shortname)}`}
            />
          ) : (
            <ThemeTile key={taxon.shortname} name={taxon.name} gameCount={count} href={`/theme/${encodeURIComponent(taxon.shortname)}`} />
          ),
        )}
      </TaxonGrid>
    </PageSection>
  );
}

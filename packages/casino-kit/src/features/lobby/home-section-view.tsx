import type { Game, HomeSection } from '@lobby/domain';
import { GameRail, PageSection, TaxonGrid } from '@lobby/ui';
import { memo, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/hooks.ts';
import { NearViewport } from '../../shared/near-viewport.tsx';
import { Slot } from '../../shared/slots.tsx';
import type { SlotWithoutProps } from '../../shared/slots.tsx';
import { selectConfig } from '@lobby/casino-core';
import type * as HomeRows from './home-rows.ts';

const SLOT_OF: Record<string, SlotWithoutProps> = {
  tournaments: 'HomeTournaments',
  gameofthemonth: 'HomeGameOfTheMonth',
  promotions: 'HomePromotions',
  winners: 'HomeWinners',
};

/** Props of {@link HomeSectionView}. */
export interface HomeSectionViewProps {
  section: HomeSection<Game>;
  nowMs: number;
  /** How many first cards are in the first screen: their thumbnails load at once, with high priority. */
  eagerCards: number;
  /** The catalog is on its way: this many placeholder cards in a game row. */
  placeholders: number;
  /** Off screen and waiting: the placeholders keep still. */
  still?: boolean;
  /** The cards' and tiles' code, once loaded; until then a game row shows its placeholders. */
  rows: typeof HomeRows | null;
  /** Watches where the section is, for the home to fill it when it comes near. */
  place?: RefCallback<Element>;
}

/** One home section: a rail of games, a grid of providers or themes, or a feature's slot. */
export const HomeSectionView = memo(function HomeSectionView({
  section,
  nowMs,
  eagerCards,
  placeholders,
  still = false,
  rows,
  place,
}: HomeSectionViewProps) {
  const { t } = useTranslation();
  const config = useAppSelector(selectConfig);
  const title = t(`section.${section.id}`);
  if (section.kind === 'slot') {
    const slot = SLOT_OF[section.id];
    return slot ? (
      <NearViewport>
        <Slot name={slot} />
      </NearViewport>
    ) : null;
  }
  if (section.kind === 'games') {
    return (
      <GameRail
        ref={place}
        title={title}
        viewAllHref={section.viewAllPath}
        layout={section.layout}
        placeholders={placeholders}
        still={still}
      >
        {rows
          ? section.games.map((game, index) => (
              <rows.LobbyGameCard
                key={`${game.provider}:${game.shortname}:${game.id}`}
                game={game}
                nowMs={nowMs}
                eager={index < eagerCards}
              />
            ))
          : null}
      </GameRail>
    );
  }
  return (
    <PageSection ref={place} title={title} viewAllHref={section.viewAllPath}>
      <TaxonGrid kind={section.id === 'providers' ? 'providers' : 'themes'} row>
        {rows
          ? section.taxa.map(({ taxon, count }) =>
              section.id === 'providers' ? (
                <rows.ProviderCard
                  key={taxon.shortname}
                  name={taxon.name}
                  logo={config ? rows.providerLogo(config.assets_domain, taxon) : null}
                  gameCount={count}
                  href={`/providers/${encodeURIComponent(taxon.shortname)}`}
                />
              ) : (
                <rows.ThemeTile
                  key={taxon.shortname}
                  name={taxon.name}
                  gameCount={count}
                  href={`/theme/${encodeURIComponent(taxon.shortname)}`}
                />
              ),
            )
          : null}
      </TaxonGrid>
    </PageSection>
  );
});

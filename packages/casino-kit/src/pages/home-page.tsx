import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/hooks.ts';
import { Slot } from '../slots/slots.tsx';
import { selectBoot, selectCatalog, selectConfig, selectPlayer } from '../store/selectors.ts';
import { useMoney } from './use-money.ts';

/** The lobby home. */
export function HomePage() {
  const { t } = useTranslation();
  const config = useAppSelector(selectConfig);
  const player = useAppSelector(selectPlayer);
  const catalog = useAppSelector(selectCatalog);
  const boot = useAppSelector(selectBoot);
  const money = useMoney();
  const casino = config?.casino_name ?? '';
  const providers = new Set(catalog?.games.map((game) => game.provider)).size;
  return (
    <div className="lb-page">
      <h1 className="lb-page__title">
        {player ? t('home.welcomePlayer', { name: player.fname }) : t('home.welcomeGuest', { casino })}
      </h1>
      {boot.status === 'booting' ? <p role="status">{t('home.staleCatalog')}</p> : null}
      <Slot name="HomeHero" />
      <p>{t('home.catalogSummary', { games: catalog?.games.length ?? 0, providers })}</p>
      {catalog?.total_jackpot ? (
        <p>
          {t('home.totalJackpot')}: <strong>{money(catalog.total_jackpot, config?.currency ?? 'USD')}</strong>
        </p>
      ) : null}
    </div>
  );
}

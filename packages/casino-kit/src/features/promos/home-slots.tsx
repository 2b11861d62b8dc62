import '@lobby/ui/promos.css';
import {
  customPromosFor,
  HOME_SECTION_LOOKS,
  homeTournamentSlidesPerView,
  type LobbyTournament,
  type LobbyRoute,
  safeLink,
  type Tournament,
  tournamentClock,
  tournamentInstant,
  winnersRows,
  wholePrizePool,
  fusionLists,
} from '@lobby/domain';
import { Carousel, CustomPromo, GameOfTheMonthCard, PageSection, PromoCard, PromoGrid, TournamentCard, WinnersTicker } from '@lobby/ui';
import { useMemo } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useNow } from '../../shared/use-now.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { sanitizeHtml } from '../../shared/html/sanitize-html.ts';
import { useShortCountdownLabels } from '../../shared/use-narrow.ts';
import { selectIsGuest } from '@lobby/casino-core';
import { selectCasinoRules, selectLanguage } from '@lobby/casino-core';
import { lobbyPromosArgs, useGetGameOfTheMonthQuery, useGetPromosQuery, useGetTournamentsQuery, useGetWinnersQuery } from './promos-api.ts';
import { customPromoView, promoCardView } from './promo-view.ts';
import { countdownView, tournamentCardView } from './tournament-view.ts';
import { useCasinoMoney } from './use-money.ts';
import { usePromoFramePlace } from './use-promo-frame.ts';
import { usePromosText } from './use-promos-text.ts';
import { useIsSitePage } from './use-site-page.ts';
import { useViewportWidth } from '../../shared/use-viewport-width.ts';
import { HomeWidgets } from './widgets.tsx';
import { winnerLists } from './winner-rows.ts';

/** The lobby's custom promos for a route (home or a list page). */
export function LobbyCustomPromos({ route }: { route: LobbyRoute }) {
  const text = usePromosText();
  const language = useAppSelector(selectLanguage);
  const { data } = useGetPromosQuery(lobbyPromosArgs(language));
  const place = usePromoFramePlace();
  const promos = useMemo(() => (data ? customPromosFor(data.custom_promos, { kind: 'lobby', route }) : []), [data, route]);
  if (promos.length === 0) return null;
  return (
    <div className="lb-lobby-promos">
      {promos.map((promo) => (
        <CustomPromo key={promo.id} {...customPromoView(promo, place)} text={text} />
      ))}
    </div>
  );
}

const HOME: LobbyRoute = { kind: 'home' };

/** After the home's first rows: the custom promos and the server's widgets, whose height is known only once they arrive. */
export function HomeWidgetsSlot() {
  return (
    <>
      <LobbyCustomPromos route={HOME} />
      <HomeWidgets />
    </>
  );
}

function lobbyCard(t: LobbyTournament, nowMs: number, money: (n: number) => string) {
  const prize = wholePrizePool(t.prize_pool);
  const clock = tournamentClock({ start_at: t.tournament_start_date, end_at: t.tournament_end_date, next_upcoming_startdate: null }, nowMs);
  return {
    name: t.tournament_name,
    badge: t.status === 'Running' ? ('live' as const) : ('upcoming' as const),
    image: safeLink(t.image_png),
    prizePool: prize === null ? null : money(prize),
    countdown: countdownView(clock, nowMs),
    endDate: null,
    href: `/tournaments/${encodeURIComponent(t.tournament_id)}`,
  };
}

/** The home's tournaments: live and upcoming ones. */
export function HomeTournamentsSlot() {
  const { navigation: site } = useDeps();
  const text = usePromosText();
  const language = useAppSelector(selectLanguage);
  const { data } = useGetTournamentsQuery({ lang: language, home: true });
  const nowMs = useNow(1000);
  const width = useViewportWidth();
  const shortLabels = useShortCountdownLabels();
  const money = useCasinoMoney(true);
  const isGuest = useAppSelector(selectIsGuest);
  const options = useLobbyOptions();
  if (!data) return null;
  const { live, upcoming } = fusionLists(data);
  const cards =
    data.kind === 'lobby'
      ? data.tournaments
          .filter((t) => (tournamentInstant(t.tournament_end_date) ?? Number.POSITIVE_INFINITY) > nowMs)
          .map((t) => ({ key: t.tournament_id, view: lobbyCard(t, nowMs, money) }))
      : [...live, ...upcoming].map((t: Tournament) => ({ key: t.id, view: tournamentCardView(t, nowMs, language, money) }));
  if (cards.length === 0) return null;
  return (
    <Carousel
      title={text['tournaments.title']}
      viewAllHref={HOME_SECTION_LOOKS.tournaments.viewAllPath}
      slidesPerView={homeTournamentSlidesPerView(width, options)}
      text={text}
    >
      {cards.map(({ key, view }) => (
        <TournamentCard
          key={key}
          {...view}
          shortLabels={shortLabels}
          text={text}
          onLearnMore={isGuest && data.kind === 'fusion' ? () => site.login(view.href) : undefined}
        />
      ))}
    </Carousel>
  );
}

/** The home's promotions: the first two regular promos. */
export function HomePromotionsSlot() {
  const text = usePromosText();
  const language = useAppSelector(selectLanguage);
  const { data } = useGetPromosQuery(lobbyPromosArgs(language));
  const nowMs = useNow(1000);
  const money = useCasinoMoney();
  const isSitePage = useIsSitePage();
  const shortLabels = useShortCountdownLabels();
  const promos = data?.regular_promos.slice(0, 2) ?? [];
  if (promos.length === 0) return null;
  return (
    <PageSection title={text['promos.title']} viewAllHref={HOME_SECTION_LOOKS.promotions.viewAllPath}>
      <PromoGrid title={text['promos.title']}>
        {promos.map((promo) => {
          const view = promoCardView(promo, nowMs, money);
          return (
            <PromoCard
              key={promo.id}
              {...view}
              cta={view.cta ? { ...view.cta, external: isSitePage(view.cta.href) } : null}
              shortLabels={shortLabels}
              text={text}
            />
          );
        })}
      </PromoGrid>
    </PageSection>
  );
}

/** The home's winners ticker; View All lists every row on the winners page. */
export function HomeWinnersSlot() {
  const text = usePromosText();
  const { data } = useGetWinnersQuery();
  const rules = useAppSelector(selectCasinoRules);
  const width = useViewportWidth();
  const money = useCasinoMoney();
  const options = useLobbyOptions();
  if (!data || !rules) return null;
  const { recent, top } = winnerLists(data, money);
  const lists = [recent, top].filter((list) => list.length > 0).length;
  if (lists === 0) return null;
  const rows = winnersRows({ fusion: rules.variant.fixedWinnerRows, width, lists }, options);
  return (
    <PageSection title={text['winners.title']} viewAllHref={HOME_SECTION_LOOKS.winners.viewAllPath}>
      <WinnersTicker recent={recent} top={top} rows={rows} text={text} />
    </PageSection>
  );
}

/** The home's game of the month; a guest is asked to log in first. */
export function HomeGameOfTheMonthSlot() {
  const { navigation: site } = useDeps();
  const text = usePromosText();
  const { data } = useGetGameOfTheMonthQuery();
  const isGuest = useAppSelector(selectIsGuest);
  const isSitePage = useIsSitePage();
  if (!data) return null;
  const href = safeLink(data.cta?.link);
  const cta = href && data.cta ? { href, label: data.cta.label, external: isSitePage(href) } : null;
  // Like every home section, under its own heading (the card's kicker would say it twice) with a
  // View All: the game is one of all the games.
  return (
    <PageSection title={text['gotm.title']} viewAllHref={HOME_SECTION_LOOKS.gameofthemonth.viewAllPath}>
      <GameOfTheMonthCard
        title={data.title}
        image={safeLink(data.image)}
        descriptionHtml={sanitizeHtml(data.description)}
        cta={cta}
        onCta={isGuest && cta?.href.startsWith('/') ? () => site.login(cta.href) : undefined}
        text={text}
        kicker={false}
      />
    </PageSection>
  );
}

import '@lobby/ui/promos.css';
import {
  findTournament,
  finishedSlidesPerView,
  fusionLists,
  type Tournament,
  tournamentBadge,
  tournamentClock,
  tournamentLobbyUrl,
  UPCOMING_SLIDES,
  wholePrizePool,
  safeLink,
} from '@lobby/domain';
import {
  Button,
  Carousel,
  Page,
  type PromosText,
  TournamentCard,
  TournamentDetail,
  TournamentLobbyFrame,
  TournamentLoginPrompt,
} from '@lobby/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useProfile } from '../../shared/profile-context.tsx';
import { useShortCountdownLabels } from '../../shared/use-narrow.ts';
import { loginUrl } from '@lobby/casino-core';
import { useNow } from '../../shared/use-now.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { LobbyGameCard } from '../../shared/games/lobby-game-card.tsx';
import { NotFoundRoute } from '../../shared/routes/not-found-route.tsx';
import { sanitizeHtml } from '../../shared/html/sanitize-html.ts';
import { selectIsGuest } from '@lobby/casino-core';
import { selectCasinoRules, selectConfig, selectLanguage, selectMarketCatalog } from '@lobby/casino-core';
import { useGetTournamentsLobbyQuery, useGetTournamentsQuery } from './promos-api.ts';
import { countdownView, tournamentCardView, tournamentDate } from './tournament-view.ts';
import { useCasinoMoney } from './use-money.ts';
import { usePromosText } from './use-promos-text.ts';
import { useViewportWidth } from '../../shared/use-viewport-width.ts';

/** The reminders set in this visit; Remind Me only changes its label (the spec shows no call). */
function useReminders() {
  const [set, setSet] = useState<ReadonlySet<string>>(() => new Set());
  return { has: (id: string) => set.has(id), add: (id: string) => setSet((old) => new Set(old).add(id)) };
}

/** A tournament card wired to the clock, money, reminders and login. */
function Card({
  t,
  nowMs,
  text,
  reminders,
}: {
  t: Tournament;
  nowMs: number;
  text: PromosText;
  reminders?: ReturnType<typeof useReminders>;
}) {
  const { navigation: site } = useDeps();
  const language = useAppSelector(selectLanguage);
  const isGuest = useAppSelector(selectIsGuest);
  const money = useCasinoMoney(true);
  const shortLabels = useShortCountdownLabels();
  const view = tournamentCardView(t, nowMs, language, money);
  return (
    <TournamentCard
      {...view}
      shortLabels={shortLabels}
      text={text}
      reminderSet={reminders?.has(t.id) ?? false}
      onRemind={reminders ? () => reminders.add(t.id) : undefined}
      onLearnMore={isGuest ? () => site.login(view.href) : undefined}
    />
  );
}

/** The live, upcoming and finished lists (fusion). */
function TournamentLists({ text }: { text: PromosText }) {
  const language = useAppSelector(selectLanguage);
  const { data, isError, isFetching, refetch } = useGetTournamentsQuery({ lang: language });
  const nowMs = useNow(1000);
  const width = useViewportWidth();
  const options = useLobbyOptions();
  const reminders = useReminders();
  const { live, upcoming, finished } = fusionLists(data);
  if (isError && !data) return <LoadError text={text} busy={isFetching} onRetry={() => void refetch()} />;
  if (!data) return null;
  const cards = (list: readonly Tournament[], withReminders = false) =>
    list.map((t) => <Card key={t.id} t={t} nowMs={nowMs} text={text} reminders={withReminders ? reminders : undefined} />);
  return (
    <>
      <ListSection title={text['tournaments.liveList']} empty={live.length === 0} text={text}>
        <div className="lb-tlist">{cards(live)}</div>
      </ListSection>
      <ListSection title={text['tournaments.upcomingList']} empty={upcoming.length === 0} text={text} carousel={UPCOMING_SLIDES}>
        {cards(upcoming, true)}
      </ListSection>
      <ListSection
        title={text['tournaments.finishedList']}
        empty={finished.length === 0}
        text={text}
        carousel={finishedSlidesPerView(width, options)}
      >
        {cards(finished)}
      </ListSection>
    </>
  );
}

function ListSection(props: { title: string; empty: boolean; text: PromosText; carousel?: number; children: ReactNode }) {
  if (props.empty) {
    return (
      <section className="lb-tsection" aria-label={props.title}>
        <h2 className="lb-carousel__title">{props.title}</h2>
        <p>{props.text['tournaments.none']}</p>
      </section>
    );
  }
  if (props.carousel !== undefined) {
    return (
      <Carousel title={props.title} slidesPerView={props.carousel} text={props.text}>
        {props.children}
      </Carousel>
    );
  }
  return (
    <section className="lb-tsection" aria-label={props.title}>
      <h2 className="lb-carousel__title">{props.title}</h2>
      {props.children}
    </section>
  );
}

function LoadError({ text, busy, onRetry }: { text: PromosText; busy: boolean; onRetry: () => void }) {
  return (
    <div className="lb-state" role="alert">
      <p>{text['tournaments.error']}</p>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        {text['promos.retry']}
      </Button>
    </div>
  );
}

/** One tournament (fusion): an unknown one goes back to the list; a guest logs in first. */
function TournamentPage({ idOrName, text }: { idOrName: string; text: PromosText }) {
  const { navigation: site } = useDeps();
  const language = useAppSelector(selectLanguage);
  const isGuest = useAppSelector(selectIsGuest);
  const catalog = useAppSelector(selectMarketCatalog);
  const { data, isError, isFetching, refetch } = useGetTournamentsQuery({ lang: language });
  const nowMs = useNow(1000);
  const money = useCasinoMoney(true);
  const shortLabels = useShortCountdownLabels();
  const tournament = findTournament(data, idOrName);
  const games = useMemo(() => {
    const names = new Set(tournament?.associated_games.map((name) => name.trim().toLowerCase()));
    return (catalog?.games ?? []).filter((g) => names.has(g.name.trim().toLowerCase()));
  }, [catalog, tournament]);
  useEffect(() => {
    if (isGuest) site.login(`/tournaments/${encodeURIComponent(idOrName)}`, { replace: true });
  }, [isGuest, site, idOrName]);
  if (isGuest) return null;
  if (isError && !data) return <LoadError text={text} busy={isFetching} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (!tournament) return <Navigate to="/tournaments" replace />;
  const start = tournamentDate(tournament.schedule.start_at, language);
  const end = tournamentDate(tournament.schedule.end_at, language);
  const prize = wholePrizePool(tournament.prize_pool);
  const badge = tournamentBadge(tournament.status);
  return (
    <TournamentDetail
      name={tournament.name}
      statusLabel={text[`tournaments.${badge}`]}
      providers={tournament.provider}
      desktopImage={safeLink(tournament.tournament_desktop_image ?? tournament.desktop_image)}
      mobileImage={safeLink(tournament.tournament_mobile_image ?? tournament.mobile_image)}
      schedule={start && end ? { start, end } : null}
      prizePool={prize === null ? null : money(prize)}
      countdown={countdownView(tournamentClock(tournament.schedule, nowMs), nowMs)}
      shortLabels={shortLabels}
      termsHtml={sanitizeHtml(tournament.terms)}
      gameCount={tournament.associated_games.length}
      paidPlaces={tournament.paid_places}
      leftHtml={sanitizeHtml(tournament.content.left)}
      rightHtml={sanitizeHtml(tournament.content.right)}
      backHref="/tournaments"
      text={text}
    >
      {games.length > 0 ? (
        <div className="lb-tdetail__game-grid">
          {games.map((game) => (
            <LobbyGameCard key={`${game.provider}:${game.shortname}:${game.id}`} game={game} nowMs={nowMs} />
          ))}
        </div>
      ) : null}
    </TournamentDetail>
  );
}

/** The embedded tournament lobby (other casinos): players only; the tournament id opens as a fragment. */
function TournamentLobby({ id, text }: { id: string | undefined; text: PromosText }) {
  const isGuest = useAppSelector(selectIsGuest);
  const config = useAppSelector(selectConfig);
  const profile = useProfile();
  const returnTo = id ? `/tournaments/${encodeURIComponent(id)}` : '/tournaments';
  if (isGuest) {
    return <TournamentLoginPrompt loginHref={loginUrl(profile, returnTo)} signupHref={safeLink(config?.pages.signup)} text={text} />;
  }
  return <EmbeddedLobby id={id} text={text} />;
}

function EmbeddedLobby({ id, text }: { id: string | undefined; text: PromosText }) {
  const { data, isError, isFetching, refetch } = useGetTournamentsLobbyQuery();
  const [overlay, setOverlay] = useState<'shown' | 'fading' | 'removed'>('shown');
  const { tournamentLobbyOverlayMs, tournamentLobbyOverlayRemoveMs } = useLobbyOptions();
  const url = safeLink(data?.url);
  useEffect(() => {
    if (!url) return;
    const fade = setTimeout(() => setOverlay('fading'), tournamentLobbyOverlayMs);
    const remove = setTimeout(() => setOverlay('removed'), tournamentLobbyOverlayMs + tournamentLobbyOverlayRemoveMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [url, tournamentLobbyOverlayMs, tournamentLobbyOverlayRemoveMs]);
  if (isError && !data) return <LoadError text={text} busy={isFetching} onRetry={() => void refetch()} />;
  if (!url) return null;
  return <TournamentLobbyFrame url={tournamentLobbyUrl(url, id)} overlay={overlay} text={text} />;
}

/** /tournaments and /tournaments/{id or shortname}, when the casino runs tournaments. */
export function TournamentsPage() {
  const text = usePromosText();
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const key = useParams().key;
  if (!config || !rules) return null;
  if (!config.tournaments) return <NotFoundRoute />;
  if (rules.variant.tournaments === 'lobby') {
    return (
      <Page title={text['tournaments.title']}>
        <TournamentLobby id={key} text={text} />
      </Page>
    );
  }
  if (key) return <TournamentPage idOrName={key} text={text} />;
  return (
    <Page title={text['tournaments.title']}>
      <TournamentLists text={text} />
    </Page>
  );
}

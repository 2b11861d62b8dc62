import { launchDecision, type PlayMode, SPORTSBOOK_PROVIDER } from '@lobby/domain';
import { type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { GoBack } from '../../shared/use-go-back.tsx';
import { useTexts } from '../../shared/i18n/use-texts.ts';
import { EN_PLAY } from './texts.ts';
import { GuestPlayPrompt } from './guest-play-prompt.tsx';
import { PlayView } from './play-view.tsx';
import { guardedPage } from '../../shared/routes/guard.tsx';
import { LoginRedirect } from '../../shared/routes/login-redirect.tsx';
import { useQuery } from '../../shared/routes/use-query.ts';
import { useSlot } from '../../shared/slots.tsx';
import { selectCasinoRules, selectCatalog, selectConfig, selectPlayer } from '@lobby/casino-core';

/** A game about to start, behind what its market asks to be seen first (the `PlayGate` slot); `id` names the game. */
function Gated({ id, children }: { id: string; children: ReactNode }) {
  const Gate = useSlot('PlayGate');
  // Keyed by the game: each game that starts is decided afresh.
  return Gate ? <Gate key={id}>{children}</Gate> : children;
}

function PlayRoute({ mode, slug, provider }: { mode: PlayMode; slug: string; provider: string | null }) {
  const catalog = useAppSelector(selectCatalog);
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  // A session that ends while this screen is open (a logout in another tab) keeps the screen, whose
  // login-required view says so, instead of leaving for the login page at once.
  const [openedByPlayer] = useState(player !== null);
  if (!catalog || !config || !rules) return null;
  const game = catalog.games.find((item) => item.shortname === slug && (provider === null || item.provider === provider)) ?? null;
  const access = launchDecision({ mode, game, player, variant: rules.variant, config, tweaks: rules.tweaks });
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  const sessionEndedHere = openedByPlayer && player === null;
  if (access.kind === 'login' && !sessionEndedHere) return <LoginRedirect returnTo={access.returnTo} />;
  // A game the catalog does not hold is the launcher's invalid_game: back where the player came from.
  if (access.kind === 'not-found' || !game) return <GoBack />;
  if (access.kind === 'login-link') return <GuestPlayPrompt game={game} returnTo={access.returnTo} />;
  const id = `${mode}:${slug}:${provider}`;
  return (
    <Gated id={id}>
      <PlayView key={id} game={game} mode={mode} provider={provider} />
    </Gated>
  );
}

/** /play/{slug}: real money (with ?by={provider} in fusion). */
export function PlayPage() {
  useTexts(EN_PLAY);
  const slug = useParams().slug ?? '';
  const [params] = useQuery();
  return <PlayRoute mode="play" slug={slug} provider={params.get('by')} />;
}

/** /demo/{slug}: practice play. */
export function DemoPage() {
  useTexts(EN_PLAY);
  const slug = useParams().slug ?? '';
  const [params] = useQuery();
  return <PlayRoute mode="demo" slug={slug} provider={params.get('by')} />;
}

function SportsbookGame() {
  const catalog = useAppSelector(selectCatalog);
  const game = catalog?.games.find((item) => item.provider === SPORTSBOOK_PROVIDER);
  if (!game) return <Navigate to="/" replace />;
  return (
    <Gated id="sportsbook">
      <PlayView game={game} mode="play" provider={SPORTSBOOK_PROVIDER} offersRandomPlay={false} />
    </Gated>
  );
}

/** /sportsbook: the first-sportsbook game in real money, for the casino's allowed players only. */
export const SportsbookPage = guardedPage({ name: 'sportsbook' }, SportsbookGame, EN_PLAY);

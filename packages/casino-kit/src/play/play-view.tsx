import {
  GAME_LOAD_OVERLAY_MS,
  type Game,
  moneySwitchPath,
  moneySwitchVisible,
  type PlayMode,
  randomItem,
  RANDOM_PLAY_PATH,
  synthExtrasApply,
  tipsFor,
} from '@lobby/domain';
import { GameErrorView, GameFrame, PlayScreen, ProviderChooser, SyntheticOverlays } from '@lobby/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n/namespaces.ts';
import { useNavigate } from 'react-router';
import { useDeps } from '../app/deps-context.tsx';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { useProfile } from '../app/profile-context.tsx';
import { appPath, loginUrl } from '../app/site-links.ts';
import { providerLogo } from '../lobby/thumbnails.ts';
import { gameEnded, gameStarted } from '../store/play-session.ts';
import { gameLaunched } from '../store/recent-games.ts';
import { selectProviderNames } from '../store/lobby-selectors.ts';
import { selectCasinoRules, selectConfig, selectLanguage, selectPlayer } from '../store/selectors.ts';
import { useFrameMessages } from './use-frame-messages.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useLaunch } from './use-launch.ts';
import { useSynthetic } from './use-synthetic.ts';

/** The play screen of one game the visitor may open: launch, chooser, frame, errors, synthetic extras. */
export function PlayView({
  game,
  mode,
  provider,
  offersRandomPlay = true,
}: {
  game: Game;
  mode: PlayMode;
  provider: string | null;
  /** Whether the options panel links to random play; the sportsbook is not a game to swap. */
  offersRandomPlay?: boolean;
}) {
  const { t } = useTranslation('tips');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const deps = useDeps();
  const profile = useProfile();
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  const language = useAppSelector(selectLanguage);
  const providerNames = useAppSelector(selectProviderNames);
  const realMoney = mode === 'play' && player !== null;
  const returnUrl = `${window.location.origin}${appPath(profile.basePath, '/')}`;
  const { state, choose } = useLaunch(
    { shortname: game.shortname, provider, mode, language, returnUrl, withToken: realMoney },
    config !== null,
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const screen = useRef<HTMLElement>(null);
  const { fullscreen, pseudo, toggle } = useFullscreen(screen);
  const [loading, setLoading] = useState(true);
  const tip = useMemo(() => {
    const numbers = rules ? tipsFor({ language, variant: rules.variant }) : [];
    return randomItem(numbers, deps.random);
  }, [rules, language, deps]);

  const ready = state.status === 'ready' ? state : null;
  const synth = ready && synthExtrasApply(mode, game) ? ready.game.synth_details : null;
  const synthetic = useSynthetic(synth);

  useEffect(() => {
    if (!ready) return;
    dispatch(gameLaunched({ shortname: game.shortname, provider: ready.game.provider }));
    if (realMoney) dispatch(gameStarted());
    setLoading(true);
    const timer = setTimeout(() => setLoading(false), GAME_LOAD_OVERLAY_MS);
    return () => {
      clearTimeout(timer);
      if (realMoney) dispatch(gameEnded());
    };
  }, [ready, dispatch, game.shortname, realMoney]);

  // An unknown game on the server's side: back where the player came from.
  useEffect(() => {
    if (state.status === 'error' && state.view === 'invalid_game') {
      if (window.history.length > 1) navigate(-1);
      else navigate('/', { replace: true });
    }
  }, [state, navigate]);

  const openCashier = useCallback(() => {
    if (config?.pages.cashier) window.top?.location.assign(config.pages.cashier);
  }, [config]);
  useFrameMessages(frame, ready?.url ?? null, openCashier);

  if (!config || !rules) return null;
  const name = game.display_name || game.name;
  // The controller says the session is gone (a logout in another tab): leaving loads the lobby
  // afresh, so it starts as a guest with no player data left behind.
  const sessionLost = state.status === 'error' && state.view === 'auth_required' && player !== null;
  const home = () => (sessionLost ? window.location.assign(appPath(profile.basePath, '/')) : navigate('/'));
  const back = () => (sessionLost ? home() : window.history.length > 1 ? navigate(-1) : navigate('/'));
  const login = (returnTo: string) => window.location.assign(loginUrl(profile, returnTo));
  const switchVisible = moneySwitchVisible({ variant: rules.variant, player, game, mode });

  let content: ReactNode;
  if (state.status === 'error') {
    content =
      state.view === 'auth_required' ? (
        <GameErrorView variant="auth_required" onLogin={() => login('/')} onBack={back} />
      ) : (
        <GameErrorView
          variant={state.view === 'invalid_game' ? 'generic' : state.view}
          onBack={back}
          onLogin={player ? undefined : () => login(`/play/${game.shortname}`)}
        />
      );
  } else if (state.status === 'choose') {
    content = (
      <ProviderChooser
        gameName={name}
        versions={state.games.map((version) => ({
          provider: version.provider,
          providerName: providerNames.get(version.provider) ?? version.provider,
          logoSrc: providerLogo(config.assets_domain, { shortname: version.provider }),
        }))}
        onChoose={choose}
      />
    );
  } else {
    content = (
      <GameFrame
        ref={frame}
        src={ready?.url ?? 'about:blank'}
        gameName={name}
        loading={loading || !ready}
        tip={tip === undefined ? undefined : t(`play.tip.${tip}` as TextKey<'tips'>)}
      />
    );
  }

  return (
    <PlayScreen
      ref={screen}
      gameName={name}
      error={state.status === 'error'}
      practice={mode === 'demo'}
      onBack={back}
      onClose={home}
      moneySwitch={switchVisible ? (mode === 'play' ? 'real' : 'fun') : undefined}
      onMoneyChange={(next) => {
        if ((next === 'real') !== (mode === 'play')) navigate(moneySwitchPath(mode, game, rules.variant));
      }}
      fullscreen={fullscreen}
      onFullscreenToggle={toggle}
      randomHref={offersRandomPlay ? RANDOM_PLAY_PATH : undefined}
      pseudoFullscreen={pseudo}
      frame={content}
      overlay={
        synth ? (
          <SyntheticOverlays
            loaderSrc={synth.imgLoader}
            loaderVisible={loading}
            reminderSrc={synth.imgReminder}
            reminderVisible={synthetic.reminderVisible}
            linkReminder={synth.linkReminder}
            onReminderClose={synthetic.closeReminder}
            popupSrc={synth.imgPopup}
            fireworksVisible={synthetic.fireworksVisible}
            onFireworksClose={synthetic.closeFireworks}
          />
        ) : undefined
      }
    />
  );
}

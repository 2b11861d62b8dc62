import '@lobby/ui/play.css';
import {
  type Game,
  hasGameInfo,
  moneySwitchPath,
  moneySwitchVisible,
  type PlayMode,
  RANDOM_PLAY_PATH,
  synthExtrasApply,
} from '@lobby/domain';
import { GameErrorView, GameFrame, PlayScreen, ProviderChooser, SyntheticOverlays } from '@lobby/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n/namespaces.ts';
import { useNavigate } from 'react-router';
import { useDeps } from '../../shared/deps-context.tsx';
import { useAppSelector } from '../../shared/hooks.ts';
import { useGoBackWhen } from '../../shared/use-go-back.tsx';
import { Slot, useSlot } from '../../shared/slots.tsx';
import { providerLogo } from '../../shared/games/thumbnails.ts';
import { selectProviderNames } from '@lobby/casino-core';
import { selectCasinoRules, selectConfig, selectLanguage, selectPlayer } from '@lobby/casino-core';
import { useFrameMessages } from './use-frame-messages.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useGameSession } from './use-game-session.ts';
import { useLaunch } from './use-launch.ts';
import { usePlayExits } from './use-play-exits.ts';
import { usePlayTip } from './use-play-tip.ts';
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
  const deps = useDeps();
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  const MarketClock = useSlot('MarketClock');
  const GameInfo = useSlot('GameInfo');
  // Null until first opened: the info's code loads then.
  const [infoOpen, setInfoOpen] = useState<boolean | null>(null);
  const language = useAppSelector(selectLanguage);
  const providerNames = useAppSelector(selectProviderNames);
  const realMoney = mode === 'play' && player !== null;
  const returnUrl = deps.navigation.absolute('/');
  const { state, choose } = useLaunch(
    { shortname: game.shortname, provider, mode, language, returnUrl, withToken: realMoney },
    config !== null,
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const screen = useRef<HTMLElement>(null);
  const { fullscreen, pseudo, toggle } = useFullscreen(screen);
  const tip = usePlayTip();

  const ready = state.status === 'ready' ? state : null;
  const synth = ready && synthExtrasApply(mode, game) ? ready.game.synth_details : null;
  const synthetic = useSynthetic(synth);
  // The session is the game's, from its first launch on: when the launch is answered again (the
  // data layer arriving, a refreshed token), the game goes on and its balance check stays one.
  const launchedProvider = useRef<string | null>(null);
  if (ready) launchedProvider.current = ready.game.provider;
  const session = launchedProvider.current === null ? null : { shortname: game.shortname, provider: launchedProvider.current };
  const loading = useGameSession(session, realMoney);
  // An unknown game on the server's side: back where the player came from.
  useGoBackWhen(state.status === 'error' && state.view === 'invalid_game');

  const openCashier = useCallback(() => {
    if (config?.pages.cashier) deps.navigation.cashier(config.pages.cashier, { top: true });
  }, [config, deps]);
  useFrameMessages(frame, ready?.url ?? null, openCashier);

  // The controller says the session is gone (a logout in another tab).
  const sessionLost = state.status === 'error' && state.view === 'auth_required' && player !== null;
  const { back, home, login } = usePlayExits(sessionLost);

  if (!config || !rules) return null;
  const name = game.display_name || game.name;
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
    <>
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
        onInfo={GameInfo && hasGameInfo(game) ? () => setInfoOpen(true) : undefined}
        pseudoFullscreen={pseudo}
        frame={content}
        overlay={
          <>
            {MarketClock ? <MarketClock placement="play" game={game} /> : null}
            <Slot name="MarketOverlays" />
            {synth ? (
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
            ) : null}
          </>
        }
      />
      {GameInfo && infoOpen !== null ? <GameInfo game={game} open={infoOpen} onClose={() => setInfoOpen(false)} /> : null}
    </>
  );
}

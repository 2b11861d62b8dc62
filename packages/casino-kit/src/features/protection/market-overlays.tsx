import { logoutRequested } from '@lobby/casino-core';
import { activitySummaryRequired, realityCheckDue } from '@lobby/domain';
import { InactivityWarning, PanicButton, RealityCheckDialog } from '@lobby/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/hooks.ts';
import { HISTORY_PATH } from './paths.ts';
import { ActivitySummaryDialog } from './activity-summary-dialog.tsx';
import { useAcknowledgeMutation, usePressPanicButtonMutation } from './protection-api.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { ToolsAfterRegistration } from './tools-popup.tsx';
import { useInactivity } from './use-inactivity.ts';
import { useMarket, useSession } from './use-market.ts';
import { usePromptTurn } from './use-prompt-turn.ts';

type Session = NonNullable<ReturnType<typeof useSession>>;

/** GGL: one press, no confirmation; the controller blocks the account and the player is logged out. */
function Panic({ hours }: { hours: number }) {
  const dispatch = useAppDispatch();
  const [press, { isLoading }] = usePressPanicButtonMutation();
  const onPress = () => {
    void press()
      .unwrap()
      .then(() => dispatch(logoutRequested()))
      .catch(() => undefined);
  };
  return <PanicButton hours={hours} busy={isLoading} onPress={onPress} />;
}

/** The reality check at the player's interval, before any other overlay; only a choice closes it. */
function RealityCheck({ session }: { session: Session }) {
  const { rules } = useMarket();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [acknowledge, { isLoading }] = useAcknowledgeMutation();
  const { summary } = session;
  const due = realityCheckDue(
    rules,
    {
      sessionStart: summary.sessionStart,
      intervalMinutes: summary.realityCheckMinutes,
      acknowledgedAt: summary.realityCheckAcknowledgedAt,
    },
    session.serverNow,
  );
  const shows = usePromptTurn('reality-check', due);
  const seen = () => acknowledge('reality_check').unwrap();
  return (
    <RealityCheckDialog
      open={shows}
      elapsedMs={session.elapsedMs}
      netPosition={summary.netPosition}
      currency={summary.currency}
      busy={isLoading}
      onContinue={() => void seen().catch(() => undefined)}
      onLogout={() => dispatch(logoutRequested())}
      onViewHistory={() => {
        void seen()
          .then(() => navigate(HISTORY_PATH))
          .catch(() => undefined);
      }}
    />
  );
}

/** GGL: after login, the last days' stakes, wins and losses, acknowledged before play. */
function ActivitySummary({ session, days }: { session: Session; days: number }) {
  const { rules } = useMarket();
  const { summary } = session;
  const required = activitySummaryRequired(rules, 'login', summary.summaryAcknowledgedAt, summary.sessionStart, session.serverNow);
  const shows = usePromptTurn('activity-summary', required);
  return required ? <ActivitySummaryDialog open={shows} days={days} onClose={() => undefined} /> : null;
}

/** AGCO: a warning before the logout for inactivity, then the logout. */
function Inactivity() {
  const dispatch = useAppDispatch();
  const logout = useCallback(() => dispatch(logoutRequested()), [dispatch]);
  const idle = useInactivity(logout);
  const shows = usePromptTurn('inactivity', idle.warned);
  return <InactivityWarning open={shows} secondsLeft={idle.secondsLeft} onStay={idle.stay} onLogout={logout} />;
}

function SessionOverlays() {
  const { rules } = useMarket();
  const session = useSession();
  if (!session) return null;
  // A controller without the calls never answers: then nothing that needs them shows.
  return (
    <>
      {rules.panicButton ? <Panic hours={rules.panicButton.blockHours} /> : null}
      {rules.realityCheck ? <RealityCheck session={session} /> : null}
      {rules.activitySummary ? <ActivitySummary session={session} days={rules.activitySummary.days} /> : null}
      {rules.toolsPopupAfterRegistration ? <ToolsAfterRegistration session={session.summary} /> : null}
    </>
  );
}

/**
 * What a market shows over the pages while a player is logged in: the panic button, the reality
 * check, the activity summary, the tools popup and the inactivity warning, each where the market's
 * rules ask. The prompts take their turn in the page's overlay queue, ahead of every other overlay.
 */
export function MarketOverlays() {
  const { rules, loggedIn } = useMarket();
  if (!loggedIn) return null;
  return (
    <ProtectionUi>
      {rules.inactivity ? <Inactivity /> : null}
      <SessionOverlays />
    </ProtectionUi>
  );
}

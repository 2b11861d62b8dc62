import { logoutRequested } from '@lobby/casino-core';
import { activitySummaryRequired, hasSessionLimit, realityCheckDue } from '@lobby/domain';
import { InactivityWarning, PanicButton, RealityCheckDialog } from '@lobby/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/hooks.ts';
import { FirstDepositHost } from './first-deposit-host.tsx';
import { HISTORY_PATH } from './paths.ts';
import { ActivitySummaryDialog } from './activity-summary-dialog.tsx';
import { useAcknowledgeMutation, usePressPanicButtonMutation } from './protection-api.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { ToolsAfterRegistration } from './tools-popup.tsx';
import { type SessionLimitReached, SessionLimitEnd, SessionLimitWatch } from './session-end.tsx';
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
  return required ? <ActivitySummaryDialog open={shows} days={days} /> : null;
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
 * check, the activity summary, the tools popup, the inactivity warning and the first-deposit
 * question, each where the market's rules ask; the prompts take their turn in the page's overlay
 * queue, ahead of every other overlay. Once the session-time limit is reached, only why the session
 * ends shows (and stays while the page turns to a guest's).
 */
export function MarketOverlays() {
  const { rules, loggedIn } = useMarket();
  // Kept once seen: the controller ends the session at the next request, and the page may turn to
  // a guest's before the player has read why.
  const [sessionEnd, setSessionEnd] = useState<SessionLimitReached | null>(null);
  if (sessionEnd !== null) {
    return (
      <ProtectionUi>
        <SessionLimitEnd reached={sessionEnd} />
      </ProtectionUi>
    );
  }
  if (!loggedIn) return null;
  return (
    <ProtectionUi>
      {rules.inactivity ? <Inactivity /> : null}
      <SessionOverlays />
      {rules.firstDepositLimit && rules.limits ? <FirstDepositHost rules={rules.firstDepositLimit} periods={rules.limits.periods} /> : null}
      {hasSessionLimit(rules) ? <SessionLimitWatch onReached={setSessionEnd} /> : null}
    </ProtectionUi>
  );
}

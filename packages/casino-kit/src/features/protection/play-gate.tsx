import { asksBeforePlay, dueBeforePlay } from '@lobby/domain';
import { type ReactNode, useState } from 'react';
import { useGoBack } from '../../shared/use-go-back.tsx';
import { ActivitySummaryDialog } from './activity-summary-dialog.tsx';
import { ProtectionUi } from './protection-ui.tsx';
import { ToolsPopup } from './tools-popup.tsx';
import { useMarket, useSessionState } from './use-market.ts';

/** What is due before play, shown one at a time; the game waits until the session's answer says nothing is. */
function Due({ first, days }: { first: 'tools' | 'summary'; days: number }) {
  const goBack = useGoBack();
  return (
    <ProtectionUi>
      {/* Closing the summary without acknowledging it leaves the game unstarted. */}
      {first === 'tools' ? <ToolsPopup /> : <ActivitySummaryDialog days={days} onClose={goBack} />}
    </ProtectionUi>
  );
}

/**
 * Holds a game back until what its market asks before play is seen: the protection tools popup
 * before the first game (MGA), the activity summary after 24 hours (GGL), each acknowledged on the
 * controller. Decided when the game is about to start: once it has started it stays, however long
 * the player plays. A guest, a market that asks nothing and a controller without the calls start
 * the game at once.
 */
export function PlayGate({ children }: { children: ReactNode }) {
  const { rules } = useMarket();
  const [started, setStarted] = useState(false);
  const asks = asksBeforePlay(rules);
  // Nothing here is read once the game has started: the session's clock stops ticking for it.
  const { session, pending } = useSessionState(asks && !started);
  const due = session ? dueBeforePlay(rules, session.summary, session.serverNow) : [];
  const clear = !asks || (!pending && due.length === 0);
  if (clear && !started) setStarted(true);
  if (started || clear) return children;
  const first = due[0];
  return first ? <Due first={first} days={rules.activitySummary?.days ?? 30} /> : null;
}

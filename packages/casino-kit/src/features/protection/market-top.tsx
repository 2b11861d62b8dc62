import { SessionClock, SwedishBar } from '@lobby/ui';
import { LIMITS_PATH } from './paths.ts';
import { ProtectionUi } from './protection-ui.tsx';
import { useMarket, useSession } from './use-market.ts';

function Clock({ placement }: { placement: 'header' | 'play' }) {
  const session = useSession();
  if (!session) return null;
  return (
    <SessionClock
      elapsedMs={session.elapsedMs}
      netPosition={session.summary.netPosition}
      currency={session.summary.currency}
      placement={placement}
    />
  );
}

/** The session clock with the net position, in the header or on the play screen, while a player is logged in where the market asks for it. */
export function MarketClock({ placement }: { placement: 'header' | 'play' }) {
  const { rules, loggedIn } = useMarket();
  if (!rules.sessionClock || !loggedIn) return null;
  return (
    <ProtectionUi>
      <Clock placement={placement} />
    </ProtectionUi>
  );
}

/** The top of every page: Sweden's three buttons, logged in or not. */
export function MarketBar() {
  const { rules } = useMarket();
  if (!rules.swedishBar) return null;
  return (
    <ProtectionUi>
      <SwedishBar rules={rules.swedishBar} limitsHref={LIMITS_PATH} />
    </ProtectionUi>
  );
}

import { type Game, playScreenOdds } from '@lobby/domain';
import { GameOdds, SessionClock, SwedishBar } from '@lobby/ui';
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

/**
 * The session clock with the net position, in the header or on the play screen, while a player is
 * logged in where the market asks for it; on the play screen also the game's RTP and top-win
 * probability where the market asks (GGL), for anyone who plays it.
 */
export function MarketClock({ placement, game }: { placement: 'header' | 'play'; game?: Game | undefined }) {
  const { rules, loggedIn } = useMarket();
  const clock = rules.sessionClock && loggedIn;
  const odds = placement === 'play' && game ? playScreenOdds(rules, game) : null;
  if (!clock && !odds) return null;
  return (
    <ProtectionUi>
      {clock ? <Clock placement={placement} /> : null}
      {odds ? <GameOdds {...odds} /> : null}
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

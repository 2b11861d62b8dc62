import { limitReachedUntil } from '@lobby/domain';
import { DepositButton, DepositLink, type DepositLinkProps } from '@lobby/ui';
import { useEffect } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { requestDeposit } from './deposit-request.ts';
import { useGetLimitsQuery } from './protection-api.ts';
import { ProtectionUi, useFormatDate } from './protection-ui.tsx';
import { useMarket } from './use-market.ts';

/** A held-back deposit is read again this long after its limit frees at the earliest (clocks differ). */
const RECHECK_MIN_MS = 60_000;
/** The longest delay a timer takes (a month's limit may free later than that). */
const TIMER_MAX_MS = 2 ** 31 - 1;

function HeldDeposit(props: DepositLinkProps) {
  const { rules } = useMarket();
  const { now } = useDeps();
  const formatDate = useFormatDate();
  const limits = useGetLimitsQuery();
  const until = limits.data ? limitReachedUntil(limits.data.limits, 'deposit') : null;
  const { refetch } = limits;
  // The page may outlive the limit: the controller is asked again once it should have freed.
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => void refetch(), Math.min(TIMER_MAX_MS, Math.max(RECHECK_MIN_MS, until - now())));
    return () => clearTimeout(timer);
  }, [until, now, refetch]);
  // A controller without the calls (or a failed read) holds nothing back here; its cashier still refuses what a limit forbids.
  if (limits.isError) return <DepositLink {...props} />;
  // Until the answer comes the question is assumed due; the prompt waits for the answer before it asks.
  const asks = rules.firstDepositLimit !== null && limits.data?.firstDepositAnswered !== true;
  const ask = () => {
    props.onClick?.();
    requestDeposit(props.href);
  };
  return <DepositButton {...props} reachedUntil={until} formatDate={formatDate} onAsk={asks ? ask : undefined} />;
}

/**
 * A deposit link where a market applies: for a logged-in player of a market with limits, "Limit
 * reached until ..." while a deposit limit is reached, and the first-deposit question before the
 * cashier where the market asks it; a plain link otherwise.
 */
export function MarketDeposit(props: DepositLinkProps) {
  const { rules, loggedIn } = useMarket();
  if (!loggedIn || !rules.limits) return <DepositLink {...props} />;
  return (
    <ProtectionUi>
      <HeldDeposit {...props} />
    </ProtectionUi>
  );
}

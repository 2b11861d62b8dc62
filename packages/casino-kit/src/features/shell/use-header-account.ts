import type { GuestAccount, PlayerAccount } from '@lobby/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../shared/hooks.ts';
import { useDeps } from '../../shared/deps-context.tsx';
import { selectBalance, selectConfig, selectPlayer, selectUnread } from '@lobby/casino-core';

/** Where the header's inbox bell leads. */
export const INBOX_PATH = '/dashboard/messagecenter';

/**
 * The header's account corner: a player's balance, cashier and inbox, or a guest's Log in (which
 * opens the casino's login page, coming back to this page) and Sign up.
 */
export function useHeaderAccount(): GuestAccount | PlayerAccount {
  const { navigation: site } = useDeps();
  const location = useLocation();
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const unread = useAppSelector(selectUnread);
  const pages = useAppSelector(selectConfig)?.pages ?? {};
  const [loggingIn, setLoggingIn] = useState(false);
  if (player) {
    return {
      kind: 'player',
      balance: balance?.balance ?? null,
      currency: balance?.currency_code ?? player.currency_code,
      cashierHref: pages.cashier,
      unreadCount: unread ?? 0,
      inboxHref: INBOX_PATH,
    };
  }
  return {
    kind: 'guest',
    signupHref: pages.signup,
    loginBusy: loggingIn,
    onLogin: () => {
      setLoggingIn(true);
      site.login(`${location.pathname}${location.search}`);
    },
  };
}

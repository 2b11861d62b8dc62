import { ErrorScreen, LoadingScreen, type ErrorKind } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { useProfile } from '../app/profile-context.tsx';
import type { BootFailure } from '../store/session-slice.ts';
import { bootRequested } from '../store/session-slice.ts';
import { selectBoot, selectCatalog } from '../store/selectors.ts';

const SCREEN_KIND: Record<BootFailure['kind'], ErrorKind> = {
  offline: 'offline',
  unreachable: 'unreachable',
  garbled: 'unexpected',
  misconfigured: 'unexpected',
};

/** Shows the loading or error screen until the lobby can be shown. */
export function BootGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const profile = useProfile();
  const boot = useAppSelector(selectBoot);
  const catalog = useAppSelector(selectCatalog);
  if (boot.status === 'failed' && boot.failure) {
    return <ErrorScreen kind={SCREEN_KIND[boot.failure.kind]} retrying={boot.retrying} onRetry={() => dispatch(bootRequested())} />;
  }
  // A catalog from an earlier visit is enough to show the lobby while the fresh one loads.
  if (boot.status === 'booting' && (boot.config === null || catalog === null)) {
    return <LoadingScreen casinoName={boot.config?.casino_name ?? profile.displayName} />;
  }
  return children;
}

import '@lobby/ui/extras.css';
import type { Environment } from '@lobby/domain';
import { BackToTop, HomeScreenHint, InstallPrompt } from '@lobby/ui';
import { useEffect } from 'react';
import { laterPartsLoaded } from '@lobby/casino-core';
import { useAppDispatch } from '../../shared/hooks.ts';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';
import { useBackToTop } from './use-back-to-top.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

/** Props of {@link ShellExtras}. */
export interface ShellExtrasProps {
  /** The page content's id: back-to-top focuses it. */
  readonly mainId: string;
  readonly casinoName: string;
  readonly profileKey: string;
  readonly environment: Environment | undefined;
}

/**
 * The shell's parts that only matter after the first screen, in the after-paint file: back-to-top
 * (once the player has scrolled), the install prompt (once the browser offers installation; the
 * offer itself is caught from the start, platform/install-offer.ts) or, in Safari on iPhone and iPad,
 * the Add to Home Screen hint. The notices are the shell's
 * own (notices-host.tsx): their live region exists from the first render, so that a screen reader
 * announces each notice added to it.
 */
export function ShellExtras({ mainId, casinoName, profileKey, environment }: ShellExtrasProps) {
  const dispatch = useAppDispatch();
  // This file comes with the parts after the first screen (one file): once it renders, they are in.
  useEffect(() => {
    dispatch(laterPartsLoaded());
  }, [dispatch]);
  const backToTop = useBackToTop(mainId);
  const installPrompt = useInstallPrompt(profileKey, environment);
  const installShows = useOverlayTurn('install-prompt', installPrompt.visible || installPrompt.hintVisible);
  return (
    <>
      <BackToTop visible={backToTop.visible} onClick={backToTop.toTop} />
      {installShows && installPrompt.visible ? (
        <InstallPrompt
          casinoName={casinoName}
          installing={installPrompt.installing}
          onInstall={() => void installPrompt.install()}
          onDismiss={installPrompt.dismiss}
        />
      ) : null}
      {installShows && installPrompt.hintVisible ? <HomeScreenHint casinoName={casinoName} onDismiss={installPrompt.dismiss} /> : null}
    </>
  );
}

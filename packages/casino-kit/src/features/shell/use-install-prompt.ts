import { type Environment, homeScreenHintVisible, installPromptVisible } from '@lobby/domain';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { currentInstallOffer, installOfferUsed, safeStorage, subscribeInstallOffer } from '@lobby/casino-core';

const noOffer = () => null;

/** Whether the lobby already runs from the home screen (display-mode standalone, or iOS's own flag). */
function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/**
 * The install offer: the install prompt where the browser offers installation, and where it never
 * can (Safari on iPhone and iPad) the Add to Home Screen hint with the platform's steps. Neither on
 * the live environment, when the lobby already runs installed, or once the player said Not now or
 * Got it on this device (one flag in local storage for both).
 */
export function useInstallPrompt(profileKey: string, environment: Environment | undefined) {
  const storage = useMemo(() => safeStorage(() => window.localStorage), []);
  const flag = `lobby.${profileKey}.installDismissed`;
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, noOffer);
  const [dismissed, setDismissed] = useState(() => storage.get(flag) === '1');
  const [installing, setInstalling] = useState(false);
  const [installed] = useState(runsInstalled);
  const dismiss = () => {
    storage.set(flag, '1');
    setDismissed(true);
  };
  return {
    visible: environment !== undefined && installPromptVisible({ environment, available: offer !== null, dismissed, installed }),
    hintVisible:
      environment !== undefined &&
      homeScreenHintVisible({
        environment,
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints ?? 0,
        installAvailable: offer !== null,
        dismissed,
        installed,
      }),
    installing,
    dismiss,
    install: async () => {
      if (!offer) return;
      setInstalling(true);
      try {
        await offer.prompt();
        // Declining the browser's own dialog counts as Not now.
        if ((await offer.userChoice).outcome === 'dismissed') dismiss();
      } finally {
        installOfferUsed();
        setInstalling(false);
      }
    },
  };
}

import { type Environment, installPromptVisible } from '@lobby/domain';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { currentInstallOffer, installOfferUsed, subscribeInstallOffer } from '@lobby/casino-core';
import { safeStorage } from '@lobby/casino-core';

const noOffer = () => null;

/**
 * The install prompt: shown when the browser offers installation, except on the live environment,
 * when the lobby already runs installed, or once the player said Not now on this device (a flag in
 * local storage).
 */
export function useInstallPrompt(profileKey: string, environment: Environment | undefined) {
  const storage = useMemo(() => safeStorage(() => window.localStorage), []);
  const flag = `lobby.${profileKey}.installDismissed`;
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, noOffer);
  const [dismissed, setDismissed] = useState(() => storage.get(flag) === '1');
  const [installing, setInstalling] = useState(false);
  const [installed] = useState(() => window.matchMedia?.('(display-mode: standalone)').matches ?? false);
  const dismiss = () => {
    storage.set(flag, '1');
    setDismissed(true);
  };
  return {
    visible: environment !== undefined && installPromptVisible({ environment, available: offer !== null, dismissed, installed }),
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

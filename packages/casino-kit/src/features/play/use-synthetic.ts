import { nextFireworksDelayMs, type SynthDetails } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';

/** The synthetic game's images: loader preloaded, reminder after `synthReminderMs`, fireworks every `fireworksMinMinutes` to `fireworksMaxMinutes` whole minutes. */
export function useSynthetic(details: SynthDetails | null) {
  const deps = useDeps();
  const options = useLobbyOptions();
  const [reminderVisible, setReminderVisible] = useState(false);
  const [fireworksVisible, setFireworksVisible] = useState(false);
  useEffect(() => {
    if (!details) return;
    if (details.imgLoader) new Image().src = details.imgLoader;
    const reminder = setTimeout(() => setReminderVisible(true), options.synthReminderMs);
    let fireworks: ReturnType<typeof setTimeout>;
    const schedule = () => {
      fireworks = setTimeout(
        () => {
          setFireworksVisible(true);
          schedule();
        },
        nextFireworksDelayMs(deps.random, options),
      );
    };
    schedule();
    return () => {
      clearTimeout(reminder);
      clearTimeout(fireworks);
    };
  }, [details, deps, options]);
  return {
    reminderVisible,
    fireworksVisible,
    closeReminder: () => setReminderVisible(false),
    closeFireworks: () => setFireworksVisible(false),
  };
}

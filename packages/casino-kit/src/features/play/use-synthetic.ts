import { nextFireworksDelayMs, SYNTH_REMINDER_MS, type SynthDetails } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';

/** The synthetic game's images: loader preloaded, reminder after 20 s, fireworks every 1 to 2 whole minutes. */
export function useSynthetic(details: SynthDetails | null) {
  const deps = useDeps();
  const [reminderVisible, setReminderVisible] = useState(false);
  const [fireworksVisible, setFireworksVisible] = useState(false);
  useEffect(() => {
    if (!details) return;
    if (details.imgLoader) new Image().src = details.imgLoader;
    const reminder = setTimeout(() => setReminderVisible(true), SYNTH_REMINDER_MS);
    let fireworks: ReturnType<typeof setTimeout>;
    const schedule = () => {
      fireworks = setTimeout(() => {
        setFireworksVisible(true);
        schedule();
      }, nextFireworksDelayMs(deps.random));
    };
    schedule();
    return () => {
      clearTimeout(reminder);
      clearTimeout(fireworks);
    };
  }, [details, deps]);
  return {
    reminderVisible,
    fireworksVisible,
    closeReminder: () => setReminderVisible(false),
    closeFireworks: () => setFireworksVisible(false),
  };
}

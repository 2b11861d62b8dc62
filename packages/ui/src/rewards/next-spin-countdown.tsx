import { useUi } from '../ui-context.tsx';

/** Props of {@link NextSpinCountdown}. */
export interface NextSpinCountdownProps {
  hours: number;
  minutes: number;
  seconds: number;
  /** Short labels (h, m, s), for narrow screens. */
  short: boolean;
}

/** Time left until the next daily free spins, in hours, minutes and seconds. */
export function NextSpinCountdown({ hours, minutes, seconds, short }: NextSpinCountdownProps) {
  const { t } = useUi();
  const part = (unit: 'hours' | 'minutes' | 'seconds', count: number) =>
    t(short ? `rewards.countdown.${unit}Short` : `rewards.countdown.${unit}`, { count: String(count).padStart(2, '0') });
  return (
    <p className="lb-countdown">
      <span className="lb-countdown__label">{t('rewards.nextSpin')}</span>{' '}
      {/* Not live: a region announcing every second would drown everything else out. */}
      <span className="lb-countdown__time" role="timer" data-short={short}>
        <span>{part('hours', hours)}</span> <span>{part('minutes', minutes)}</span> <span>{part('seconds', seconds)}</span>
      </span>
    </p>
  );
}

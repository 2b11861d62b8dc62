import { useId } from 'react';
import type { RealityCheckRules } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';

/** Props of {@link RealityCheckInterval}. */
export interface RealityCheckIntervalProps {
  rules: RealityCheckRules;
  /** The interval in force (minutes), as the controller answered it. */
  minutes: number;
  busy: boolean;
  onChange: (minutes: number) => void;
}

/** The player's reality-check interval, among the market's choices. */
export function RealityCheckInterval({ rules, minutes, busy, onChange }: RealityCheckIntervalProps) {
  const { t } = useUi();
  const id = useId();
  return (
    <div className="lb-reality-interval">
      <label htmlFor={id}>{t('protection.reality.interval')}</label>{' '}
      <select
        id={id}
        className="lb-limit-row__input"
        value={minutes}
        disabled={busy}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {rules.choicesMinutes.map((choice) => (
          <option key={choice} value={choice}>
            {t('protection.limits.minutes', { count: choice })}
          </option>
        ))}
      </select>
    </div>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { RealityCheckRules } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';

/** Props of {@link RealityCheckInterval}. */
export interface RealityCheckIntervalProps {
  rules: RealityCheckRules;
  /** The interval in force (minutes), as the controller answered it. */
  minutes: number;
  busy: boolean;
  /** The answer to the last change: saved (the interval in force now) or failed; null before any. */
  result: 'saved' | 'failed' | null;
  onSave: (minutes: number) => void;
}

/**
 * The player's reality-check interval among the market's choices. A choice is saved with its
 * button, not on every change of the list (arrow keys move through a closed list).
 */
export function RealityCheckInterval({ rules, minutes, busy, result, onSave }: RealityCheckIntervalProps) {
  const { t } = useUi();
  const id = useId();
  const [choice, setChoice] = useState(minutes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice);
  };
  const interval = (count: number) => t('protection.limits.minutes', { count });
  return (
    <section className="lb-reality-interval" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('protection.reality.title')}</h2>
      <p>{t('protection.reality.intro')}</p>
      <form className="lb-reality-interval__form" onSubmit={submit}>
        <label htmlFor={`${id}-minutes`}>{t('protection.reality.interval')}</label>
        <select
          id={`${id}-minutes`}
          className="lb-limit-row__input"
          value={choice}
          onChange={(event) => setChoice(Number(event.currentTarget.value))}
        >
          {rules.choicesMinutes.map((option) => (
            <option key={option} value={option}>
              {interval(option)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" busy={busy} disabled={choice === minutes}>
          {t('protection.limits.save')}
        </Button>
      </form>
      <p role="status">
        {result === 'saved'
          ? t('protection.reality.saved', { interval: interval(minutes) })
          : result === 'failed'
            ? t('protection.reality.failed')
            : ''}
      </p>
    </section>
  );
}

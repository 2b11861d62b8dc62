import type { BreakRules, NamedLink } from '@lobby/domain';
import { breakEnds } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';
import { BlockFlow } from './block-flow.tsx';

/** Props of {@link TakeBreakFlow}. */
export interface TakeBreakFlowProps {
  rules: BreakRules;
  scheme: NamedLink | null;
  /** The clock the shown end dates are counted from (the controller decides the real end). */
  now: number;
  formatDate: (ms: number) => string;
  busy: boolean;
  error: string | null;
  onConfirm: (days: number) => void;
}

/** Take a break (time-out) for one of the market's durations; the player is logged out at once. */
export function TakeBreakFlow({ rules, scheme, now, formatDate, busy, error, onConfirm }: TakeBreakFlowProps) {
  const { t } = useUi();
  const choices = rules.durationsDays.map((days) => ({
    value: days,
    label: t('protection.break.days', { count: days }),
    until: breakEnds(now, days),
  }));
  return (
    <BlockFlow
      title={t('protection.break.title')}
      intro={t('protection.break.intro')}
      choices={choices}
      confirm={rules.confirm}
      scheme={scheme}
      formatDate={formatDate}
      busy={busy}
      error={error}
      confirmText={(choice) => t('protection.break.confirm_text', { duration: choice.label, date: formatDate(choice.until) })}
      onConfirm={onConfirm}
    />
  );
}

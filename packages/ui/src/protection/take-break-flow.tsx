import type { BreakRules } from '@lobby/domain';
import { breakEnds } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';
import { BlockFlow, type BlockRequestProps } from './block-flow.tsx';

/** Props of {@link TakeBreakFlow}. */
export interface TakeBreakFlowProps extends BlockRequestProps {
  rules: BreakRules;
  /** The clock the shown end dates are counted from (the controller decides the real end). */
  now: number;
  onConfirm: (days: number) => void;
}

/** Take a break (time-out) for one of the market's durations; the player is logged out at once. */
export function TakeBreakFlow({ rules, now, onConfirm, ...request }: TakeBreakFlowProps) {
  const { t } = useUi();
  const choices = rules.durationsDays.map((days) => ({
    value: days,
    label: t('protection.break.days', { count: days }),
    until: breakEnds(now, days),
  }));
  return (
    <BlockFlow
      {...request}
      title={t('protection.break.title')}
      intro={t('protection.break.intro')}
      choices={choices}
      confirm={rules.confirm}
      confirmText={(shown) => t('protection.break.confirm_text', shown)}
      onConfirm={onConfirm}
    />
  );
}

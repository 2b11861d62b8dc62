import type { LimitKind, LimitPeriod } from '@lobby/domain';
import type { UiTextKey } from '../ui-text.ts';

/** The heading of each limit kind: only the deposit limit is named "deposit limit". */
export const LIMIT_KIND_KEYS: Readonly<Record<LimitKind, UiTextKey>> = {
  deposit: 'protection.limits.kind.deposit',
  loss: 'protection.limits.kind.loss',
  session: 'protection.limits.kind.session',
};

/** The name of each limit window. */
export const LIMIT_PERIOD_KEYS: Readonly<Record<LimitPeriod, UiTextKey>> = {
  day: 'protection.limits.period.day',
  week: 'protection.limits.period.week',
  month: 'protection.limits.period.month',
};

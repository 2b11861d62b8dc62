import { useId } from 'react';
import type { LimitKind, LimitPeriod, LimitRules, PlayerLimit } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';
import { LimitRow } from './limit-row.tsx';
import { LIMIT_KIND_KEYS } from './limit-texts.ts';

/** The answer to the last change, as the controller gave it. */
export type LimitChangeResult =
  | { readonly kind: LimitKind; readonly period: LimitPeriod; readonly applies: 'now' | 'later'; readonly effectiveAt: number }
  | { readonly kind: LimitKind; readonly period: LimitPeriod; readonly failed: true };

/** Props of {@link LimitsPanel}. */
export interface LimitsPanelProps {
  rules: LimitRules;
  limits: readonly PlayerLimit[];
  currency: string;
  form: 'standard' | 'neutral';
  formatDate: (ms: number) => string;
  /** The limit whose change is on its way, if any. */
  saving: { readonly kind: LimitKind; readonly period: LimitPeriod } | null;
  result: LimitChangeResult | null;
  onSubmit: (kind: LimitKind, period: LimitPeriod, amount: number | null) => void;
}

const HOURS_PER_DAY = 24;

/**
 * The limits page's content: deposit, loss and session-time limits over the market's windows. A
 * lower limit applies at once, a higher one after the cool-off, shown as pending with its date.
 */
export function LimitsPanel({ rules, limits, currency, form, formatDate, saving, result, onSubmit }: LimitsPanelProps) {
  const { t } = useUi();
  const id = useId();
  const coolOff =
    rules.increaseCoolOffHours % HOURS_PER_DAY === 0 && rules.increaseCoolOffHours > HOURS_PER_DAY
      ? t('protection.limits.cooloff_days', { count: rules.increaseCoolOffHours / HOURS_PER_DAY })
      : t('protection.limits.cooloff_hours', { count: rules.increaseCoolOffHours });
  const find = (kind: LimitKind, period: LimitPeriod): PlayerLimit =>
    limits.find((l) => l.kind === kind && l.period === period) ?? {
      kind,
      period,
      amount: null,
      pending: null,
      used: 0,
      reachedUntil: null,
    };
  return (
    <section className="lb-limits" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('protection.limits.title')}</h2>
      <p className="lb-limits__intro">{t('protection.limits.intro', { cooloff: coolOff })}</p>
      <p className="lb-limits__result" role="status">
        {result === null
          ? ''
          : 'failed' in result
            ? t('protection.limits.failed')
            : result.applies === 'now'
              ? t('protection.limits.applied')
              : t('protection.limits.applies_later', { date: formatDate(result.effectiveAt) })}
      </p>
      {rules.kinds.map((kind) => (
        <fieldset key={kind} className="lb-limits__kind">
          <legend className="lb-limits__legend">{t(LIMIT_KIND_KEYS[kind])}</legend>
          <div className="lb-limits__rows">
            {rules.periods.map((period) => (
              <LimitRow
                key={period}
                limit={find(kind, period)}
                currency={currency}
                form={form}
                formatDate={formatDate}
                busy={saving?.kind === kind && saving.period === period}
                onSubmit={(amount) => onSubmit(kind, period, amount)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

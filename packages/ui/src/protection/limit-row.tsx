import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PlayerLimit } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { LIMIT_PERIOD_KEYS } from './limit-texts.ts';

/** Props of {@link LimitRow}. */
export interface LimitRowProps {
  limit: PlayerLimit;
  currency: string;
  /** `neutral` (KSA): no amount filled in, and the player confirms being prepared to lose it. */
  form: 'standard' | 'neutral';
  formatDate: (ms: number) => string;
  busy: boolean;
  onSubmit: (amount: number | null) => void;
}

/** One limit: what is in force, a pending increase with its date, and a field to change it. */
export function LimitRow({ limit, currency, form, formatDate, busy, onSubmit }: LimitRowProps) {
  const { t, formatMoney } = useUi();
  const id = useId();
  const minutes = limit.kind === 'session';
  const show = (amount: number | null) =>
    amount === null
      ? t('protection.limits.none')
      : minutes
        ? t('protection.limits.minutes', { count: amount })
        : formatMoney(amount, currency);
  const [value, setValue] = useState(form === 'neutral' || limit.amount === null ? '' : String(limit.amount));
  const [prepared, setPrepared] = useState(false);
  const asksPrepared = form === 'neutral' && !minutes && value.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    onSubmit(text === '' ? null : Number(text));
  };
  return (
    <form className="lb-limit-row" onSubmit={submit}>
      <h3 className="lb-limit-row__period">{t(LIMIT_PERIOD_KEYS[limit.period])}</h3>
      <p className="lb-limit-row__current">{t('protection.limits.current', { amount: show(limit.amount) })}</p>
      {limit.pending ? (
        <p className="lb-limit-row__pending">
          {t('protection.limits.pending', { amount: show(limit.pending.amount), date: formatDate(limit.pending.effectiveAt) })}
        </p>
      ) : null}
      {limit.reachedUntil !== null ? (
        <p className="lb-limit-row__reached">{t('protection.limits.reached', { date: formatDate(limit.reachedUntil) })}</p>
      ) : null}
      <label htmlFor={`${id}-amount`} className="lb-limit-row__label">
        {minutes ? t('protection.limits.new_minutes') : t('protection.limits.new_amount', { currency })}
      </label>
      <div className="lb-limit-row__controls">
        <input
          id={`${id}-amount`}
          className="lb-limit-row__input"
          type="number"
          inputMode={minutes ? 'numeric' : 'decimal'}
          min={minutes ? 1 : 0}
          step={minutes ? 1 : 0.01}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setPrepared(false);
          }}
          aria-describedby={`${id}-hint`}
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={asksPrepared && !prepared}>
          {t('protection.limits.save')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="lb-limit-row__hint">
        {t('protection.limits.hint')}
      </p>
      {asksPrepared ? (
        <label className="lb-limit-row__prepared">
          <input type="checkbox" checked={prepared} onChange={(event) => setPrepared(event.currentTarget.checked)} />{' '}
          {t('protection.limits.prepared', { amount: formatMoney(Number(value), currency) })}
        </label>
      ) : null}
    </form>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { LimitPeriod } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { LIMIT_PERIOD_KEYS } from './limit-texts.ts';

/** Props of {@link FirstDepositPrompt}. */
export interface FirstDepositPromptProps {
  /** `neutral` (KSA): no suggested amounts, and the player confirms being prepared to lose the amount. */
  form: 'standard' | 'neutral';
  currency: string;
  periods: readonly LimitPeriod[];
  /** Amounts offered as one-press choices on the standard form. */
  suggestions: readonly number[];
  busy: boolean;
  /** Why the last answer could not be saved, or null. */
  error?: string | null;
  onSetLimit: (period: LimitPeriod, amount: number) => void;
  /** Called only after the player has confirmed the opt-out. */
  onDecline: () => void;
}

/** The deposit limit asked for at the first deposit (UKGC, KSA, GGL, SGA); the opt-out is confirmed in a second step. */
export function FirstDepositPrompt({ form, currency, periods, suggestions, busy, error, onSetLimit, onDecline }: FirstDepositPromptProps) {
  const { t, formatMoney } = useUi();
  const id = useId();
  const [period, setPeriod] = useState<LimitPeriod>(periods.includes('month') ? 'month' : (periods[0] ?? 'month'));
  const [amount, setAmount] = useState('');
  const [prepared, setPrepared] = useState(false);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(value) && value > 0;
  const ready = valid && (form === 'standard' || prepared);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSetLimit(period, value);
  };
  if (confirmingDecline) {
    return (
      <section className="lb-first-deposit" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('protection.first.decline_title')}</h2>
        <p>{t('protection.first.decline_text')}</p>
        {error ? (
          <p role="alert" className="lb-protection-error">
            {error}
          </p>
        ) : null}
        <div className="lb-protection-actions">
          <Button variant="primary" onClick={() => setConfirmingDecline(false)}>
            {t('protection.first.back')}
          </Button>
          <Button variant="ghost" onClick={onDecline} busy={busy}>
            {t('protection.first.decline_confirm')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="lb-first-deposit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('protection.first.title')}</h2>
      <p>{t('protection.first.text')}</p>
      <form onSubmit={submit} className="lb-first-deposit__form">
        <fieldset className="lb-first-deposit__periods">
          <legend>{t('protection.first.period')}</legend>
          {periods.map((p) => (
            <label key={p} className="lb-first-deposit__choice">
              <input type="radio" name={`${id}-period`} value={p} checked={period === p} onChange={() => setPeriod(p)} />{' '}
              {t(LIMIT_PERIOD_KEYS[p])}
            </label>
          ))}
        </fieldset>
        {form === 'standard' && suggestions.length > 0 ? (
          <fieldset className="lb-first-deposit__suggestions">
            <legend>{t('protection.first.suggestions')}</legend>
            {suggestions.map((s) => (
              <Button key={s} variant="secondary" size="sm" aria-pressed={amount === String(s)} onClick={() => setAmount(String(s))}>
                {formatMoney(s, currency)}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <label htmlFor={`${id}-amount`}>{t('protection.limits.new_amount', { currency })}</label>
        <input
          id={`${id}-amount`}
          className="lb-limit-row__input"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setPrepared(false);
          }}
        />
        {form === 'neutral' && valid ? (
          <label className="lb-limit-row__prepared">
            <input type="checkbox" checked={prepared} onChange={(event) => setPrepared(event.currentTarget.checked)} />{' '}
            {t('protection.limits.prepared', { amount: formatMoney(value, currency) })}
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="lb-protection-error">
            {error}
          </p>
        ) : null}
        <div className="lb-protection-actions">
          <Button type="submit" variant="primary" busy={busy} disabled={!ready}>
            {t('protection.first.set')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingDecline(true)}>
            {t('protection.first.decline')}
          </Button>
        </div>
      </form>
    </section>
  );
}

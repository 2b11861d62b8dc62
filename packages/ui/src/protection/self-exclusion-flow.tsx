import { useId, useState } from 'react';
import type { ExclusionRules, NamedLink } from '@lobby/domain';
import { exclusionEnds } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';
import { BlockFlow } from './block-flow.tsx';

/** Props of {@link SelfExclusionFlow}. */
export interface SelfExclusionFlowProps {
  rules: ExclusionRules;
  scheme: NamedLink | null;
  now: number;
  formatDate: (ms: number) => string;
  busy: boolean;
  error: string | null;
  onConfirm: (choice: { readonly months: number; readonly allBrands: boolean }) => void;
}

/** Self-exclusion for one of the market's durations; MGA asks whether it covers all the operator's brands. */
export function SelfExclusionFlow({ rules, scheme, now, formatDate, busy, error, onConfirm }: SelfExclusionFlowProps) {
  const { t } = useUi();
  const id = useId();
  const [allBrands, setAllBrands] = useState<boolean | null>(null);
  const label = (months: number) =>
    months % 12 === 0 ? t('protection.exclusion.years', { count: months / 12 }) : t('protection.exclusion.months', { count: months });
  const choices = rules.durationsMonths.map((months) => ({ value: months, label: label(months), until: exclusionEnds(now, months) }));
  const brands = rules.askAllBrands ? (
    <fieldset className="lb-block-flow__choices">
      <legend>{t('protection.exclusion.brands_question')}</legend>
      <label className="lb-block-flow__choice">
        <input type="radio" name={`${id}-brands`} checked={allBrands === true} onChange={() => setAllBrands(true)} />{' '}
        {t('protection.exclusion.brands_all')}
      </label>
      <label className="lb-block-flow__choice">
        <input type="radio" name={`${id}-brands`} checked={allBrands === false} onChange={() => setAllBrands(false)} />{' '}
        {t('protection.exclusion.brands_this')}
      </label>
    </fieldset>
  ) : null;
  return (
    <BlockFlow
      title={t('protection.exclusion.title')}
      intro={t('protection.exclusion.intro')}
      choices={choices}
      confirm={rules.confirm}
      scheme={scheme}
      formatDate={formatDate}
      busy={busy}
      error={error}
      extra={brands}
      confirmText={(choice) =>
        t(allBrands ? 'protection.exclusion.confirm_all' : 'protection.exclusion.confirm_text', {
          duration: choice.label,
          date: formatDate(choice.until),
        })
      }
      onConfirm={(months) => onConfirm({ months, allBrands: rules.askAllBrands && allBrands === true })}
    />
  );
}

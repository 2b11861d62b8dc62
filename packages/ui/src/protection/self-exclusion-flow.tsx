import { useId, useState } from 'react';
import type { ExclusionRules } from '@lobby/domain';
import { exclusionEnds } from '@lobby/domain';
import { useUi } from '../ui-context.tsx';
import { BlockFlow, type BlockRequestProps } from './block-flow.tsx';

/** Props of {@link SelfExclusionFlow}. */
export interface SelfExclusionFlowProps extends BlockRequestProps {
  rules: ExclusionRules;
  /** The clock the shown end dates are counted from (the controller decides the real end). */
  now: number;
  onConfirm: (choice: { readonly months: number; readonly allBrands: boolean }) => void;
}

/** Self-exclusion for one of the market's durations; MGA asks whether it covers all the operator's brands. */
export function SelfExclusionFlow({ rules, now, onConfirm, ...request }: SelfExclusionFlowProps) {
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
      {...request}
      title={t('protection.exclusion.title')}
      intro={t('protection.exclusion.intro')}
      choices={choices}
      confirm={rules.confirm}
      extra={brands}
      confirmText={(shown) => t(allBrands ? 'protection.exclusion.confirm_all' : 'protection.exclusion.confirm_text', shown)}
      onConfirm={(months) => onConfirm({ months, allBrands: rules.askAllBrands && allBrands === true })}
    />
  );
}

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { NamedLink } from '@lobby/domain';
import { Button } from '../button/button.tsx';
import { useUi } from '../ui-context.tsx';
import { SchemeLink } from './scheme-link.tsx';

/** One duration a player may choose, with its label and the end it would have. */
export interface BlockChoice {
  readonly value: number;
  readonly label: string;
  readonly until: number;
}

/** What the break and the exclusion flows both take besides their rules: the scheme, dates, and the request's state. */
export interface BlockRequestProps {
  scheme: NamedLink | null;
  formatDate: (ms: number) => string;
  busy: boolean;
  error: string | null;
}

/** Props of {@link BlockFlow}. */
export interface BlockFlowProps extends BlockRequestProps {
  title: string;
  intro: string;
  choices: readonly BlockChoice[];
  /** A second step that repeats what happens before it happens. */
  confirm: boolean;
  /** Extra questions under the durations (MGA's all-brands question). */
  extra?: ReactNode;
  /** The confirmation's sentence for a choice, from its duration and its end as shown. */
  confirmText: (shown: { readonly duration: string; readonly date: string }) => string;
  onConfirm: (value: number) => void;
}

/** Take a break or self-exclude: a duration, an optional confirmation step, and the national scheme. */
export function BlockFlow({
  title,
  intro,
  choices,
  confirm,
  scheme,
  formatDate,
  busy,
  error,
  extra,
  confirmText,
  onConfirm,
}: BlockFlowProps) {
  const { t } = useUi();
  const id = useId();
  const [chosen, setChosen] = useState<BlockChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const go = () => {
    if (!chosen) return;
    if (confirm && !confirming) setConfirming(true);
    else onConfirm(chosen.value);
  };
  return (
    <section className="lb-block-flow" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {confirming && chosen ? (
        <div className="lb-block-flow__confirm">
          <p className="lb-block-flow__confirm-text">{confirmText({ duration: chosen.label, date: formatDate(chosen.until) })}</p>
          <p>{t('protection.block.logout_note')}</p>
          <div className="lb-protection-actions">
            <Button variant="primary" onClick={go} busy={busy}>
              {t('protection.block.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('protection.block.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p>{intro}</p>
          <fieldset className="lb-block-flow__choices">
            <legend>{t('protection.block.duration')}</legend>
            {choices.map((choice) => (
              <label key={choice.value} className="lb-block-flow__choice">
                <input type="radio" name={`${id}-duration`} checked={chosen?.value === choice.value} onChange={() => setChosen(choice)} />{' '}
                {choice.label}{' '}
                <span className="lb-block-flow__until">{t('protection.block.until', { date: formatDate(choice.until) })}</span>
              </label>
            ))}
          </fieldset>
          {extra}
          <Button variant="primary" disabled={chosen === null} onClick={go} busy={busy && !confirm}>
            {t('protection.block.continue')}
          </Button>
        </>
      )}
      {error ? (
        <p className="lb-protection-error" role="alert">
          {error}
        </p>
      ) : null}
      {scheme ? <SchemeLink scheme={scheme} /> : null}
    </section>
  );
}

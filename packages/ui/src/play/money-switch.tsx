import { useId } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import type { UiTextKey } from '../ui-text.ts';

/** Which money a game is played with: real money (`/play/`) or fun money (`/demo/`). */
export type MoneyMode = 'real' | 'fun';

const MODES: readonly { mode: MoneyMode; label: UiTextKey; icon: string }[] = [
  { mode: 'real', label: 'play.money.real', icon: 'coins' },
  { mode: 'fun', label: 'play.money.fun', icon: 'dice' },
];

/** Props of {@link MoneySwitch}. */
export interface MoneySwitchProps {
  value: MoneyMode;
  /** Called with the mode the player picked; the app moves to the other path. */
  onChange: (mode: MoneyMode) => void;
}

/** The Real Money / Fun Money choice: two native radios drawn as a segmented control. */
export function MoneySwitch({ value, onChange }: MoneySwitchProps) {
  const { t } = useUi();
  const name = useId();
  return (
    <fieldset className="lb-money">
      <legend className="lb-money__legend">{t('play.money.label')}</legend>
      <div className="lb-money__track" data-value={value}>
        {MODES.map(({ mode, label, icon }) => (
          <label key={mode} className="lb-money__option">
            <input
              type="radio"
              className="lb-money__input"
              name={name}
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
            />
            <Icon name={icon} size={16} />
            <span>{t(label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { LANGUAGES } from '@lobby/domain';
import type { Language } from '@lobby/domain';
import { useId } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';

/** Colour theme of the interface. */
export type UiTheme = 'light' | 'dark';

/** Each language named in itself, so a reader finds their own whatever is selected. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

/** Props of {@link SettingsPanel}. */
export interface SettingsPanelProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: UiTheme;
  onThemeChange: (theme: UiTheme) => void;
  /** Languages offered; all four by default. */
  languages?: readonly Language[];
}

export function SettingsPanel({ language, onLanguageChange, theme, onThemeChange, languages = LANGUAGES }: SettingsPanelProps) {
  const { t } = useUi();
  const headingId = useId();
  const radioName = useId();
  const dark = theme === 'dark';
  return (
    <section className="lb-settings" aria-labelledby={headingId}>
      <h3 id={headingId} className="lb-settings__title">
        {t('settings.title')}
      </h3>
      <fieldset className="lb-settings__languages">
        <legend className="lb-settings__legend">{t('settings.language')}</legend>
        <div className="lb-settings__options">
          {languages.map((code) => (
            <label key={code} className="lb-settings__option" lang={code}>
              <input type="radio" name={radioName} value={code} checked={code === language} onChange={() => onLanguageChange(code)} />
              <span>{LANGUAGE_NAMES[code]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        className="lb-settings__switch"
        onClick={() => onThemeChange(dark ? 'light' : 'dark')}
      >
        <span className="lb-settings__switch-label">{t('settings.theme')}</span>
        <span className="lb-settings__track" aria-hidden="true">
          <span className="lb-settings__thumb">
            <Icon name={dark ? 'moon' : 'sun'} size={14} />
          </span>
        </span>
      </button>
    </section>
  );
}

import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { PlayGlyph } from './play-glyph.tsx';
import { ProviderLogo } from './provider-logo.tsx';
import { rovingIndex } from './roving-index.ts';

/** One provider version of a game the launcher offered. */
export interface GameVersion {
  provider: string;
  providerName: string;
  logoSrc?: string;
}

/** Props of {@link ProviderChooser}. */
export interface ProviderChooserProps {
  versions: readonly GameVersion[];
  /** Named in the intro line; without it the line is left out. */
  gameName?: string;
  onChoose: (provider: string) => void;
}

/** "Choose a version": one large button per provider, a single tab stop, arrows move between them. */
export function ProviderChooser({ versions, gameName, onChoose }: ProviderChooserProps) {
  const { t } = useUi();
  const titleId = useId();
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // A shorter list than before must still leave one button in the tab order.
  const active = focused < versions.length ? focused : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingIndex(event.key, active, versions.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };
  return (
    <section className="lb-chooser" aria-labelledby={titleId}>
      <span className="lb-chooser__badge" aria-hidden="true">
        <PlayGlyph name="versions" size={30} />
      </span>
      <h2 id={titleId} className="lb-chooser__title">
        {t('play.chooser.title')}
      </h2>
      {gameName ? <p className="lb-chooser__text">{t('play.chooser.text', { game: gameName })}</p> : null}
      <ul className="lb-chooser__list" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        {versions.map((version, index) => (
          <li key={version.provider}>
            <button
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              className="lb-chooser__version"
              tabIndex={index === active ? 0 : -1}
              onFocus={() => setFocused(index)}
              onClick={() => onChoose(version.provider)}
            >
              <ProviderLogo name={version.providerName} src={version.logoSrc} />
              <span className="lb-chooser__name">{version.providerName}</span>
              <span className="lb-chooser__play" aria-hidden="true">
                {t('play.chooser.play')}
                <Icon name="chevron-right" size={16} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

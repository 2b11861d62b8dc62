import type { Ref } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import { PlayGlyph } from './play-glyph.tsx';
import { PracticeModeTag } from './practice-mode-tag.tsx';

/** Props of {@link PlayHeader}. */
export interface PlayHeaderProps {
  titleId: string;
  /** The game name, or the error title. */
  title: string;
  practice: boolean;
  onBack: () => void;
  /** The Options button's disclosure state and the panel it controls. */
  options: { open: boolean; panelId: string; toggleRef: Ref<HTMLButtonElement>; onToggle: () => void };
  /** Opens the game's info panel; without it there is no info button. */
  onInfo?: () => void;
}

/** The play screen's top bar: Back, the title with the Practice Mode tag, the game's info (when it has any), and Options. */
export function PlayHeader({ titleId, title, practice, onBack, options, onInfo }: PlayHeaderProps) {
  const { t } = useUi();
  return (
    <header className="lb-play__header">
      <Button variant="ghost" size="sm" className="lb-play__back" icon={<Icon name="chevron-left" />} onClick={onBack}>
        {t('play.back')}
      </Button>
      <div className="lb-play__heading">
        <h1 id={titleId} className="lb-play__title">
          {title}
        </h1>
        {practice ? <PracticeModeTag /> : null}
      </div>
      {onInfo ? (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          className="lb-play__info"
          aria-label={t('play.info')}
          icon={<Icon name="info" />}
          onClick={onInfo}
        />
      ) : null}
      <Button
        ref={options.toggleRef}
        variant="secondary"
        size="sm"
        className="lb-play__options"
        icon={<PlayGlyph name="sliders" />}
        aria-expanded={options.open}
        aria-controls={options.panelId}
        onClick={options.onToggle}
      >
        {t('play.options')}
      </Button>
    </header>
  );
}

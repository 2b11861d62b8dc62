import { useId } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { Button, buttonClassName } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { MoneySwitch } from './money-switch.tsx';
import type { MoneyMode } from './money-switch.tsx';
import { PlayGlyph } from './play-glyph.tsx';
import { CloseButton } from '../button/close-button.tsx';

/** Props of {@link PlayOptionsPanel}. */
export interface PlayOptionsPanelProps {
  id: string;
  open: boolean;
  panelRef: Ref<HTMLElement>;
  onHide: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  moneySwitch?: MoneyMode;
  onMoneyChange?: (mode: MoneyMode) => void;
  fullscreen: boolean;
  onFullscreenToggle?: () => void;
  /** Random play's page; shown as a link when given. */
  randomHref?: string;
  onClose: () => void;
}

function FullscreenToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  const { t } = useUi();
  return (
    <button type="button" className="lb-play__toggle" aria-pressed={pressed} onClick={onToggle}>
      <PlayGlyph name={pressed ? 'fullscreen-exit' : 'fullscreen-enter'} />
      <span className="lb-play__toggle-label">{t('play.fullscreen')}</span>
      <span className="lb-play__track" aria-hidden="true">
        <span className="lb-play__thumb" />
      </span>
    </button>
  );
}

/** The play screen's side panel: a sidebar beside the game on large screens, a drawer on small ones. */
export function PlayOptionsPanel(props: PlayOptionsPanelProps) {
  const { id, open, panelRef, onHide, onKeyDown, moneySwitch, onMoneyChange, fullscreen } = props;
  const { t } = useUi();
  const titleId = useId();
  return (
    <>
      {/* Pointer-only shortcut on small screens; keyboard users have Escape and the Hide button. */}
      <div className="lb-play__scrim" hidden={!open} aria-hidden="true" onPointerDown={onHide} />
      <section
        id={id}
        ref={panelRef}
        className="lb-play__panel"
        hidden={!open}
        tabIndex={-1}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className="lb-play__panel-header">
          <h2 id={titleId} className="lb-play__panel-title">
            {t('play.optionsTitle')}
          </h2>
          <CloseButton label={t('play.hideOptions')} onClick={onHide} />
        </header>
        {moneySwitch && onMoneyChange ? <MoneySwitch value={moneySwitch} onChange={onMoneyChange} /> : null}
        {props.onFullscreenToggle ? <FullscreenToggle pressed={fullscreen} onToggle={props.onFullscreenToggle} /> : null}
        {props.randomHref ? (
          <PageLink href={props.randomHref} className={buttonClassName('secondary', 'md', 'lb-play__random')}>
            <Icon name="dice" />
            <span className="lb-button__label">{t('play.random.entry')}</span>
          </PageLink>
        ) : null}
        <Button variant="secondary" className="lb-play__close" icon={<Icon name="logout" />} onClick={props.onClose}>
          {t('play.closeGame')}
        </Button>
      </section>
    </>
  );
}

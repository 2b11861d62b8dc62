import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { useUi } from '../ui-context.tsx';
import type { MoneyMode } from './money-switch.tsx';
import { PlayHeader } from './play-header.tsx';
import { PlayOptionsPanel } from './play-options-panel.tsx';
import { useOptionsPanel } from './use-options-panel.ts';

/** Props of {@link PlayScreen}. */
export interface PlayScreenProps {
  gameName: string;
  /** The launch failed: the header shows the error title instead of the game name. */
  error?: boolean;
  /** Fun-money play: shows the Practice Mode tag. */
  practice?: boolean;
  onBack: () => void;
  /** Close game, from the options panel. */
  onClose: () => void;
  /** The current money mode; undefined hides the Real Money / Fun Money switch. */
  moneySwitch?: MoneyMode;
  onMoneyChange?: (mode: MoneyMode) => void;
  /** Whether the game is fullscreen (real or pseudo); drives the toggle's pressed state. */
  fullscreen?: boolean;
  /** Without it the panel offers no fullscreen toggle. */
  onFullscreenToggle?: () => void;
  /** Random play's page; the panel links to it when given. */
  randomHref?: string;
  /** Fixes the screen to the viewport, for browsers without the Fullscreen API. */
  pseudoFullscreen?: boolean;
  /** Controls the options panel; leave undefined to let the screen keep it. */
  optionsOpen?: boolean;
  onOptionsOpenChange?: (open: boolean) => void;
  /** The game frame, or the chooser or error view in its place. */
  frame: ReactNode;
  /** Opens the game's info panel from the header; without it the header has no info button. */
  onInfo?: () => void;
  /** Layers over the game (synthetic-game images); pointer events pass through their gaps. */
  overlay?: ReactNode;
  /** The root element, e.g. for `requestFullscreen()`. */
  ref?: Ref<HTMLElement>;
}

/** The game page: header with Back, title and Options, the stage, and the options panel. */
export function PlayScreen(props: PlayScreenProps) {
  const { gameName, error = false, practice = false, fullscreen = false, pseudoFullscreen = false } = props;
  const { t } = useUi();
  const titleId = useId();
  const panelId = useId();
  const options = useOptionsPanel(props.optionsOpen, props.onOptionsOpenChange);
  const classes = ['lb-play', options.open && 'lb-play--options', pseudoFullscreen && 'lb-play--pseudo-fullscreen'];
  return (
    <section ref={props.ref} className={classes.filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <PlayHeader
        titleId={titleId}
        title={error ? t('play.error.title') : gameName}
        practice={practice}
        onBack={props.onBack}
        onInfo={props.onInfo}
        options={{ open: options.open, panelId, toggleRef: options.toggleRef, onToggle: options.toggle }}
      />
      <div className="lb-play__body">
        <div className="lb-play__stage">
          {props.frame}
          {props.overlay ? <div className="lb-play__overlay">{props.overlay}</div> : null}
        </div>
        <PlayOptionsPanel
          id={panelId}
          open={options.open}
          panelRef={options.panelRef}
          onHide={options.hide}
          onKeyDown={options.onPanelKeyDown}
          moneySwitch={props.moneySwitch}
          onMoneyChange={props.onMoneyChange}
          fullscreen={fullscreen}
          onFullscreenToggle={props.onFullscreenToggle}
          randomHref={props.randomHref}
          onClose={props.onClose}
        />
      </div>
    </section>
  );
}

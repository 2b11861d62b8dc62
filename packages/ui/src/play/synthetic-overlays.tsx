import { useUi } from '../ui-context.tsx';
import { FireworksPopup } from './fireworks-popup.tsx';
import { SynthReminder } from './synth-reminder.tsx';

/** Props of {@link SyntheticOverlays}; the `*Src` and link values may be null as the launcher sends them. */
export interface SyntheticOverlaysProps {
  /** The loader image, already preloaded by the app. */
  loaderSrc?: string | null;
  /** Whether the loader covers the game; it fades out (at once under reduced motion). */
  loaderVisible?: boolean;
  reminderSrc?: string | null;
  /** The app sets it 20 s after the game starts. */
  reminderVisible?: boolean;
  /** Where the reminder image leads. */
  linkReminder?: string | null;
  reminderAlt?: string;
  onReminderFollow?: () => void;
  onReminderClose: () => void;
  popupSrc?: string | null;
  /** The app sets it on its fireworks schedule (every 1 to 2 whole minutes). */
  fireworksVisible?: boolean;
  popupAlt?: string;
  onFireworksClose: () => void;
}

/** The images around a synthetic game: loader, reminder and fireworks popup, as the props say. */
export function SyntheticOverlays(props: SyntheticOverlaysProps) {
  const { t } = useUi();
  const loader = Boolean(props.loaderSrc && props.loaderVisible);
  const reminder = Boolean(props.reminderSrc && props.reminderVisible);
  const fireworks = Boolean(props.fireworksVisible);
  // One polite region for all three, mounted from the start so later changes are announced.
  let announcement = '';
  if (fireworks) announcement = t('play.synth.fireworksShown');
  else if (reminder) announcement = t('play.synth.reminderShown');
  else if (loader) announcement = t('play.synth.loading');
  return (
    <div className="lb-synth">
      {props.loaderSrc ? (
        <div className="lb-synth__loader lb-fade-layer" data-state={loader ? 'visible' : 'hidden'} inert={!loader}>
          <img className="lb-synth__loader-image" src={props.loaderSrc} alt="" />
        </div>
      ) : null}
      {reminder && props.reminderSrc ? (
        <SynthReminder
          src={props.reminderSrc}
          alt={props.reminderAlt ?? t('play.synth.reminderAlt')}
          href={props.linkReminder}
          onFollow={props.onReminderFollow}
          onClose={props.onReminderClose}
        />
      ) : null}
      {fireworks ? (
        <FireworksPopup src={props.popupSrc} alt={props.popupAlt ?? t('play.synth.fireworksAlt')} onClose={props.onFireworksClose} />
      ) : null}
      <p role="status" className="lb-visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

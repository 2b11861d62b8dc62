import type { LaunchErrorView } from '@lobby/domain';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { useUi } from '../ui-context.tsx';
import type { UiTextKey } from '../ui-text.ts';
import { PlayGlyph } from './play-glyph.tsx';

/** The error views with a screen of their own; `invalid_game` simply goes back. */
export type GameErrorVariant = Exclude<LaunchErrorView, 'invalid_game'>;

/** Props of {@link GameErrorView}: a login-required error must offer Login. */
export type GameErrorViewProps =
  | {
      variant: 'auth_required';
      /** Log in; the app returns home afterwards. */
      onLogin: () => void;
      onBack?: () => void;
    }
  | {
      variant: 'mobile_only' | 'generic';
      /** Go Back (mobile only) or Back to lobby (generic). */
      onBack: () => void;
      /** Adds a Login button to `mobile_only`. */
      onLogin?: () => void;
    };

const MESSAGE: Record<GameErrorVariant, UiTextKey> = {
  mobile_only: 'play.error.mobileOnly',
  auth_required: 'play.error.authRequired',
  generic: 'play.error.generic',
};

const BADGE: Record<GameErrorVariant, ReactNode> = {
  mobile_only: <PlayGlyph name="phone" size={34} />,
  auth_required: <PlayGlyph name="lock" size={34} />,
  generic: <Icon name="alert" size={34} />,
};

function ErrorActions(props: GameErrorViewProps) {
  const { t } = useUi();
  const login = (onLogin: () => void) => (
    <Button icon={<Icon name="user" />} onClick={onLogin}>
      {t('play.error.login')}
    </Button>
  );
  if (props.variant === 'auth_required') return login(props.onLogin);
  if (props.variant === 'generic') {
    return (
      <Button icon={<Icon name="lobby" />} onClick={props.onBack}>
        {t('play.error.backToLobby')}
      </Button>
    );
  }
  return (
    <>
      <Button variant={props.onLogin ? 'secondary' : 'primary'} icon={<Icon name="chevron-left" />} onClick={props.onBack}>
        {t('play.error.goBack')}
      </Button>
      {props.onLogin ? login(props.onLogin) : null}
    </>
  );
}

/** What the play stage shows when a launch fails: "Oooops!....", a message and the way out. */
export function GameErrorView(props: GameErrorViewProps) {
  const { t } = useUi();
  return (
    // Not a landmark: inside the play screen it would repeat the header's "Oooops!...." name.
    <div className={`lb-game-error lb-game-error--${props.variant}`}>
      <span className="lb-game-error__badge" aria-hidden="true">
        {BADGE[props.variant]}
      </span>
      <div role="alert" className="lb-game-error__message">
        <h2 className="lb-game-error__title">{t('play.error.title')}</h2>
        <p className="lb-game-error__text">{t(MESSAGE[props.variant])}</p>
      </div>
      <div className="lb-game-error__actions">
        <ErrorActions {...props} />
      </div>
    </div>
  );
}

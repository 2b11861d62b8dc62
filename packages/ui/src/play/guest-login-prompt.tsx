import { useId } from 'react';
import { Button } from '../button/button.tsx';
import { Icon } from '../icon/icon.tsx';
import { PageLink } from '../link/page-link.tsx';
import { useUi } from '../ui-context.tsx';
import { PlayGlyph } from './play-glyph.tsx';

/** Props of {@link GuestLoginPrompt}. */
export interface GuestLoginPromptProps {
  /** Heading; "Log in to play" by default. */
  title?: string;
  /** Why logging in is needed here; a general line by default. */
  message?: string;
  onLogin: () => void;
  /** The sign-up page; without it there is no sign-up link. */
  signupHref?: string;
  /** A login is under way: the button shows progress and ignores presses. */
  loginBusy?: boolean;
}

/** Asks a guest to log in on a page that needs an account (live dealer, tournament lobby...). */
export function GuestLoginPrompt({ title, message, onLogin, signupHref, loginBusy = false }: GuestLoginPromptProps) {
  const { t } = useUi();
  const titleId = useId();
  return (
    <section className="lb-guest-prompt" aria-labelledby={titleId}>
      <span className="lb-game-error__badge lb-guest-prompt__badge" aria-hidden="true">
        <PlayGlyph name="lock" size={34} />
      </span>
      <h2 id={titleId} className="lb-game-error__title">
        {title ?? t('play.guest.title')}
      </h2>
      <p className="lb-game-error__text">{message ?? t('play.guest.message')}</p>
      <Button size="lg" busy={loginBusy} icon={<Icon name="user" />} onClick={onLogin}>
        {t('play.guest.login')}
      </Button>
      {signupHref ? (
        <p className="lb-guest-prompt__signup">
          {t('play.guest.signupPrompt')}{' '}
          <PageLink href={signupHref} className="lb-guest-prompt__link">
            {t('play.guest.signup')}
          </PageLink>
        </p>
      ) : null}
    </section>
  );
}

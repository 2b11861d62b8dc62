import { buttonClassName } from '../button/button.tsx';
import { safeHref } from '../link/href.ts';
import type { PromosText } from './promos-text.ts';

/** Props of {@link TournamentLobbyFrame}. */
export interface TournamentLobbyFrameProps {
  url: string;
  /** The loading overlay: shown, fading, or removed (the app times it). */
  overlay: 'shown' | 'fading' | 'removed';
  text: PromosText;
}

/** The embedded tournament lobby of non-fusion casinos, under a loading overlay the app fades and removes. */
export function TournamentLobbyFrame({ url, overlay, text }: TournamentLobbyFrameProps) {
  return (
    <div className="lb-tlobby">
      <iframe className="lb-tlobby__frame" src={url} title={text['tournaments.lobby']} />
      {overlay === 'removed' ? null : (
        <div
          className={`lb-tlobby__overlay${overlay === 'fading' ? ' lb-tlobby__overlay--fading' : ''}`}
          role="status"
          data-lobby-overlay=""
        >
          <span className="lb-tlobby__spinner" aria-hidden="true" />
          {text['tournaments.lobbyLoading']}
        </div>
      )}
    </div>
  );
}

/** Props of {@link TournamentLoginPrompt}; the links are casino pages outside the app, so they load in full. */
export interface TournamentLoginPromptProps {
  loginHref: string;
  signupHref: string | null;
  text: PromosText;
}

/** What a guest sees instead of the tournament lobby: log in, or sign up. */
export function TournamentLoginPrompt({ loginHref, signupHref, text }: TournamentLoginPromptProps) {
  return (
    <section className="lb-tlogin" aria-labelledby="lb-tlogin-title">
      <h1 id="lb-tlogin-title">{text['tournaments.loginTitle']}</h1>
      <p>{text['tournaments.loginBody']}</p>
      <div className="lb-tlogin__actions">
        <a href={safeHref(loginHref)} className={buttonClassName('primary', 'md')}>
          {text['tournaments.login']}
        </a>
        {signupHref ? (
          <a href={safeHref(signupHref)} className={buttonClassName('secondary', 'md')}>
            {text['tournaments.signup']}
          </a>
        ) : null}
      </div>
    </section>
  );
}

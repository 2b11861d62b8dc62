import type { HTMLAttributeReferrerPolicy, Ref } from 'react';
import { LoadingOverlay } from './loading-overlay.tsx';
import { PlayIframe } from './play-iframe.tsx';

/** Props of {@link GameFrame}. */
export interface GameFrameProps {
  /** The launch URL; anything but a web URL or app path loads `about:blank`. */
  src: string;
  /** Names the frame for assistive tech and shows on the loading overlay. */
  gameName: string;
  /** Shows the loading overlay; the app clears it (4 s after the frame starts loading). */
  loading: boolean;
  tip?: string;
  /** The frame's sandbox tokens; undefined leaves the frame unsandboxed, as most games need. */
  sandbox?: string;
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  onLoad?: () => void;
  /** The iframe, so the app can match postMessage sources against its window. */
  ref?: Ref<HTMLIFrameElement>;
}

/** The game iframe filling the play stage, under its loading overlay. */
export function GameFrame(props: GameFrameProps) {
  const { src, gameName, loading, tip } = props;
  return (
    <div className="lb-game-frame" aria-busy={loading}>
      <PlayIframe
        ref={props.ref}
        src={src}
        title={gameName}
        sandbox={props.sandbox}
        referrerPolicy={props.referrerPolicy}
        onLoad={props.onLoad}
      />
      <LoadingOverlay visible={loading} name={gameName} tip={tip} />
    </div>
  );
}

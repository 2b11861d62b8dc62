import type { HTMLAttributeReferrerPolicy, Ref } from 'react';
import { safeFrameSrc } from './frame-src.ts';

/** Props of {@link PlayIframe}. */
export interface PlayIframeProps {
  /** Anything but a web URL or app path loads `about:blank`. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  sandbox?: string;
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  onLoad?: () => void;
  ref?: Ref<HTMLIFrameElement>;
}

/** The iframe a game or the live lobby plays in, filling its stage: fullscreen and autoplay allowed. */
export function PlayIframe({ src, title, sandbox, referrerPolicy = 'strict-origin-when-cross-origin', onLoad, ref }: PlayIframeProps) {
  return (
    <iframe
      ref={ref}
      className="lb-game-frame__iframe"
      src={safeFrameSrc(src)}
      title={title}
      allow="fullscreen; autoplay"
      allowFullScreen
      sandbox={sandbox}
      referrerPolicy={referrerPolicy}
      onLoad={onLoad}
    />
  );
}

import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Fullscreen for the play area, with a pseudo-fullscreen fallback where the API is missing (iPhone Safari). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const [pseudo, setPseudo] = useState(false);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    const element = target.current;
    if (!document.fullscreenEnabled || !element?.requestFullscreen) {
      setPseudo((value) => !value);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else element.requestFullscreen().catch(() => setPseudo(true));
  }, [target]);
  return { fullscreen: fullscreen || pseudo, pseudo, toggle };
}

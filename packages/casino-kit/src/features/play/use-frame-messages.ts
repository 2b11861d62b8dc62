import { frameOrigin, parseGameFrameMessage } from '@lobby/domain';
import { type RefObject, useEffect } from 'react';

/**
 * Listens for the game frame's messages: only from the game's own origin and its own window, and
 * only well-formed ones. The lobby never posts to the frame, so nothing is ever sent to '*'.
 */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>, url: string | null, onOpenCashier: () => void) {
  useEffect(() => {
    const expectedOrigin = url ? frameOrigin(url) : null;
    if (!expectedOrigin) return;
    const listener = (event: MessageEvent) => {
      const message = parseGameFrameMessage(event.data, {
        origin: event.origin,
        expectedOrigin,
        sourceIsGameFrame: event.source !== null && event.source === frame.current?.contentWindow,
      });
      if (message?.kind === 'open-cashier') onOpenCashier();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, url, onOpenCashier]);
}

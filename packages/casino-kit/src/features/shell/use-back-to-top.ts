import { backToTopVisible } from '@lobby/domain';
import { prefersReducedMotion } from '@lobby/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';

/**
 * Whether back-to-top shows (scrolled beyond `backToTopScreens` screen heights, settled for
 * `backToTopDebounceMs`; from where the page already is when the hook starts, too), and what it
 * does: back to the top, smoothly unless the person prefers less motion, with focus on the page's
 * content so keyboard users start again from the top too.
 */
export function useBackToTop(mainId: string) {
  const options = useLobbyOptions();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(backToTopVisible(window.scrollY, window.innerHeight, options)), options.backToTopDebounceMs);
    };
    window.addEventListener('scroll', settle, { passive: true });
    window.addEventListener('resize', settle, { passive: true });
    // The shell's extras load after the first screen: a page scrolled far by then shows it at once.
    settle();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', settle);
      window.removeEventListener('resize', settle);
    };
  }, [options]);
  const toTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [mainId]);
  return { visible, toTop };
}

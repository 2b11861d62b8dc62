import { countdownLabelsShort } from '@lobby/domain';
import { useLobbyOptions } from './use-lobby-options.ts';
import { useViewportWidth } from './use-viewport-width.ts';

/**
 * Whether the viewport is narrow enough for the countdown's short labels. From the width kept on
 * resize: reading `innerWidth` (or evaluating a media query) in every countdown's render and
 * subscription made the browser lay the page out there and then, while the home's feature slots
 * mounted after the first paint.
 */
export function useShortCountdownLabels(): boolean {
  const options = useLobbyOptions();
  return countdownLabelsShort(useViewportWidth(), options);
}

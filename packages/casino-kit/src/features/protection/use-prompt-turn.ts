import { useId } from 'react';
import { useOverlayTurn } from '../../shared/overlay-turns.ts';

/**
 * A market's prompt (reality check, activity summary, inactivity warning...) in the page's overlay
 * queue as a `protection-prompt`, which outranks every other overlay: answers whether it shows now.
 * While one shows, the offers, bars and tooltips wait and come back after; two prompts take turns.
 */
export function usePromptTurn(name: string, wants: boolean): boolean {
  // One request per mounted prompt: the shell and the play screen never share one.
  return useOverlayTurn('protection-prompt', wants, `${name}${useId()}`);
}

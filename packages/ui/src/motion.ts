/** Whether the person asked for less motion: smooth scrolling, crossfades and rotation then step instead. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

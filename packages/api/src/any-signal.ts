/**
 * A signal that aborts as soon as any of `signals` does, with that signal's reason: the platform's
 * `AbortSignal.any` where the browser has it (Safari only from 17.4; the declared target reaches
 * iOS 16.4), else {@link followSignals}.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  return followSignals(signals);
}

/**
 * `AbortSignal.any` from listeners: a new signal that aborts with the first of `signals` to abort
 * (at once when one already has). Its listeners go once it aborts; until then they stay on the
 * signals given, so a long-lived one should not be combined again and again.
 */
export function followSignals(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already) {
    controller.abort(already.reason);
    return controller.signal;
  }
  const follow = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const signal of signals) signal.addEventListener('abort', follow, { once: true });
  controller.signal.addEventListener(
    'abort',
    () => {
      for (const signal of signals) signal.removeEventListener('abort', follow);
    },
    { once: true },
  );
  return controller.signal;
}

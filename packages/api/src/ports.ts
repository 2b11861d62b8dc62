/** Where the client reports problems it swallows (a bad envelope, dropped list items); `console` fits. */
export interface Logger {
  warn(message: string): void;
}

/** Waits `ms` milliseconds; rejects with the signal's reason when `signal` aborts first. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The logger used when none is injected. */
export const defaultLogger: Logger = { warn: (message) => console.warn(message) };

/** The sleep used when none is injected: a plain timer that an abort signal cancels. */
export const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Looks the fetch up on every call instead of capturing it, so a fetch installed later (test
 * stubs, polyfills) is used, and so it is never invoked with a foreign `this`, which browsers
 * reject with "Illegal invocation".
 */
export const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Reports a logger failure nowhere: logging must never turn a handled problem into a throw. */
export function safeWarn(logger: Logger, message: string): void {
  try {
    logger.warn(message);
  } catch {
    // A broken logger is not worth failing a request over.
  }
}

/** `navigator.onLine` where it exists; unknown (Node, workers without it) counts as online. */
export function defaultIsOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: unknown } }).navigator;
  return nav?.onLine !== false;
}

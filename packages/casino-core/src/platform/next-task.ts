/**
 * Resolves on a task of its own, after the current one and what is already queued before it
 * (React's render among them). A message, not a timer: it is neither throttled in a background tab
 * nor held back by a page whose clock stands still.
 *
 * Start-up asks for its chunks (the controller client, the data layer, the hero, the rows' cards)
 * on such a task rather than while the entry's modules evaluate: asking for a chunk makes Vite's
 * preload helper add a `<link rel="modulepreload">` for each file it needs, and each starts a
 * fetch on the main thread, which would lengthen the entry's one long task; the fetches still start
 * as soon as that evaluation is done.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

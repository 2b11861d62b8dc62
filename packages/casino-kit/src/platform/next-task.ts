/**
 * Resolves on a task of its own, after the current one and what is already queued before it
 * (React's render among them). A message, not a timer: it is neither throttled in a background tab
 * nor held back by a page whose clock stands still.
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

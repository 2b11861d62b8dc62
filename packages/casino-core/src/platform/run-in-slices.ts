import { nextTask } from './next-task.ts';

/** What {@link runInSlices} runs on: a clock and how long one slice may take. */
export interface SliceOptions {
  /** Milliseconds of work before the next step waits for a task of its own. */
  readonly sliceMs?: number;
  readonly now?: () => number;
  /** Stops between steps: the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Under a quarter of the 50 ms a task may take before it counts as long, so that a phone several
 * times slower than a laptop still keeps each slice short.
 */
export const SLICE_MS = 8;

/**
 * Runs `steps` (a generator that pauses between pieces of work) to its end, in slices of about
 * `sliceMs`: when a slice has used its time, the next step waits for a task of its own, so input,
 * rendering and the network's answers get the main thread in between. Resolves with the
 * generator's return value; a step that throws rejects it.
 */
export async function runInSlices<T>(steps: Generator<unknown, T, void>, options: SliceOptions = {}): Promise<T> {
  const { sliceMs = SLICE_MS, now = () => performance.now(), signal } = options;
  let deadline = now() + sliceMs;
  for (;;) {
    signal?.throwIfAborted();
    const step = steps.next();
    if (step.done) return step.value;
    if (now() >= deadline) {
      await nextTask();
      deadline = now() + sliceMs;
    }
  }
}

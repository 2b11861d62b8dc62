import { describe, expect, it } from 'vitest';
import { runInSlices } from './run-in-slices.ts';

/** Steps that each take `cost` ms on a clock the test moves, and log which task they ran in. */
function timedSteps(count: number, cost: number, clock: { ms: number }, log: number[], task: { id: number }) {
  return (function* () {
    for (let i = 0; i < count; i += 1) {
      yield;
      clock.ms += cost;
      log.push(task.id);
    }
    return 'done';
  })();
}

describe('runInSlices', () => {
  it('returns what the steps return, giving the thread back once a slice has used its time', async () => {
    const clock = { ms: 0 };
    const task = { id: 0 };
    const log: number[] = [];
    const result = runInSlices(timedSteps(6, 3, clock, log, task), { sliceMs: 8, now: () => clock.ms });
    // Whatever runs after the first slice is on a later task.
    await Promise.resolve();
    task.id = 1;
    await expect(result).resolves.toBe('done');
    // 3 ms steps in 8 ms slices: three steps in the first task (0, 3, 6 ms), the rest after it.
    expect(log.slice(0, 3)).toEqual([0, 0, 0]);
    expect(log.slice(3)).toEqual([1, 1, 1]);
  });

  it('runs everything in one go when the steps are quick', async () => {
    const clock = { ms: 0 };
    const log: number[] = [];
    const task = { id: 0 };
    const result = runInSlices(timedSteps(5, 0, clock, log, task), { now: () => clock.ms });
    task.id = 1;
    await expect(result).resolves.toBe('done');
    expect(log).toEqual([0, 0, 0, 0, 0]);
  });

  it('stops between slices once aborted', async () => {
    const clock = { ms: 0 };
    const log: number[] = [];
    const controller = new AbortController();
    const result = runInSlices(timedSteps(10, 5, clock, log, { id: 0 }), { sliceMs: 8, now: () => clock.ms, signal: controller.signal });
    controller.abort(new Error('catalog replaced'));
    await expect(result).rejects.toThrow('catalog replaced');
    expect(log.length).toBeLessThan(10);
  });

  it('rejects with the error a step throws', async () => {
    const steps = (function* () {
      yield;
      throw new Error('bad game');
    })();
    await expect(runInSlices(steps)).rejects.toThrow('bad game');
  });
});

import { act } from '@testing-library/react';

/**
 * Turns of the real event loop, each inside `act`, until `done` holds or 1,000 turns have gone: for
 * a test whose timers are fake while its controller's answers still arrive on the real loop.
 */
export async function settle(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

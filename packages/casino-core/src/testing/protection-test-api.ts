import { ControllerError, type ResponsibleGamingCalls } from '@lobby/api';
import { vi } from 'vitest';

/** What a controller without the responsible-gaming calls answers: 404, "not supported". */
const unsupported = (action: string) => () =>
  Promise.reject(new ControllerError({ kind: 'http', action, status: 404, message: `${action}: not supported (404)` }));

/**
 * The responsible-gaming calls of a controller that has none (the default of `testDeps`): each a
 * spy a test may replace with answers.
 */
export function protectionTestApi(): ResponsibleGamingCalls {
  return {
    getSessionSummary: vi.fn(unsupported('session')),
    getLimits: vi.fn(unsupported('limits')),
    setLimit: vi.fn(unsupported('setlimit')),
    declineLimits: vi.fn(unsupported('declinelimits')),
    setRealityCheck: vi.fn(unsupported('setrealitycheck')),
    takeBreak: vi.fn(unsupported('takebreak')),
    selfExclude: vi.fn(unsupported('selfexclude')),
    pressPanicButton: vi.fn(unsupported('panic')),
    getActivity: vi.fn(unsupported('activity')),
    getAccountHistory: vi.fn(unsupported('history')),
    acknowledge: vi.fn(unsupported('acknowledge')),
  };
}

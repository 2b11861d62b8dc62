import type { ResponsibleGamingCalls } from '../controller-client.ts';
import type { Endpoints } from '../endpoints.ts';
import {
  acknowledgeSchema,
  activitySchema,
  blockSchema,
  historySchema,
  limitsStateSchema,
  sessionSummarySchema,
  setLimitSchema,
} from '../schema/protection.ts';
import type { Call } from '../transport.ts';
import { bit, formSpec, getSpec } from './spec.ts';

/** The controller file of the responsible-gaming calls (the project's own protocol extension). */
export const RESPONSIBLE_GAMING_CONTROLLER = 'ResponsibleGamingController.php';

/** Calls on ResponsibleGamingController: session, limits, reality check, blocks, activity, history. */
export function protectionActions(call: Call, endpoints: Endpoints): ResponsibleGamingCalls {
  const url = (action: string) => endpoints.controller(RESPONSIBLE_GAMING_CONTROLLER, action);
  const get = <T>(action: string, answer: Parameters<typeof getSpec<T>>[2], query = '') =>
    getSpec(action, `${url(action)}${query}`, answer);
  const post = <T>(action: string, form: Record<string, string>, answer: Parameters<typeof formSpec<T>>[3]) =>
    formSpec(action, url(action), form, answer);
  return {
    getSessionSummary: (options) => call(get('session', sessionSummarySchema), options),
    getLimits: (options) => call(get('limits', limitsStateSchema), options),
    setLimit: ({ kind, period, amount }, options) =>
      call(post('setlimit', { kind, period, amount: amount === null ? '' : String(amount) }, setLimitSchema), options),
    declineLimits: (options) => call(post('declinelimits', {}, limitsStateSchema), options),
    setRealityCheck: (minutes, options) => call(post('setrealitycheck', { minutes: String(minutes) }, sessionSummarySchema), options),
    takeBreak: (days, options) => call(post('takebreak', { days: String(days) }, blockSchema), options),
    selfExclude: ({ months, allBrands }, options) =>
      call(post('selfexclude', { months: String(months), all_brands: bit(allBrands) }, blockSchema), options),
    pressPanicButton: (options) => call(post('panic', {}, blockSchema), options),
    getActivity: (days, options) => call(get('activity', activitySchema, `&days=${days}`), options),
    getAccountHistory: (options) => call(get('history', historySchema), options),
    acknowledge: (what, options) => call(post('acknowledge', { what }, acknowledgeSchema), options),
  };
}

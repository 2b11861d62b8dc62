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
import { type CallName, CONTROLLER_CALLS } from '../calls.ts';
import { actionOf, type Answer, bit, formSpec, getSpec } from './spec.ts';

/** Calls on ResponsibleGamingController: session, limits, reality check, blocks, activity, history. */
export function protectionActions(call: Call, endpoints: Endpoints): ResponsibleGamingCalls {
  const url = (name: CallName) => endpoints.call(CONTROLLER_CALLS[name]);
  const get = <T>(name: CallName, answer: Answer<T>, query = '') => getSpec(actionOf(name), `${url(name)}${query}`, answer);
  const post = <T>(name: CallName, form: Record<string, string>, answer: Answer<T>) => formSpec(actionOf(name), url(name), form, answer);
  return {
    getSessionSummary: (options) => call(get('getSessionSummary', sessionSummarySchema), options),
    getLimits: (options) => call(get('getLimits', limitsStateSchema), options),
    setLimit: ({ kind, period, amount }, options) =>
      call(post('setLimit', { kind, period, amount: amount === null ? '' : String(amount) }, setLimitSchema), options),
    declineLimits: (options) => call(post('declineLimits', {}, limitsStateSchema), options),
    setRealityCheck: (minutes, options) => call(post('setRealityCheck', { minutes: String(minutes) }, sessionSummarySchema), options),
    takeBreak: (days, options) => call(post('takeBreak', { days: String(days) }, blockSchema), options),
    selfExclude: ({ months, allBrands }, options) =>
      call(post('selfExclude', { months: String(months), all_brands: bit(allBrands) }, blockSchema), options),
    pressPanicButton: (options) => call(post('pressPanicButton', {}, blockSchema), options),
    getActivity: (days, options) => call(get('getActivity', activitySchema, `&days=${days}`), options),
    getAccountHistory: (options) => call(get('getAccountHistory', historySchema), options),
    acknowledge: (what, options) => call(post('acknowledge', { what }, acknowledgeSchema), options),
  };
}

import type { Language } from '@lobby/domain';
import type { ExtraCalls } from '../controller-client.ts';
import type { Endpoints } from '../endpoints.ts';
import { isControllerError } from '../errors.ts';
import { dfsEmailSchema, dfsRedeemSchema, dfsValidationSchema } from '../schema/dfs.ts';
import { loyaltyTextsSchema } from '../schema/loyalty.ts';
import { messageCenterSchema } from '../schema/messages.ts';
import { tryoutRollbackSchema } from '../schema/play.ts';
import { couponSchema } from '../schema/promotions.ts';
import { campaignWidgetSchema, htmlWidgetSchema } from '../schema/widgets.ts';
import type { Call, CallOptions } from '../transport.ts';
import { type CallName, CONTROLLER_CALLS } from '../calls.ts';
import { actionOf, type Answer, formSpec, getSpec, jsonSpec } from './spec.ts';

function loyaltyTexts(call: Call, endpoints: Endpoints) {
  const fetchTexts = (key: string, options?: CallOptions) =>
    call(getSpec(`loyalty texts ${key}`, endpoints.loyaltyTexts(key), loyaltyTextsSchema), options);
  return async (language: Language, options?: CallOptions) => {
    const key = language.toUpperCase();
    try {
      return await fetchTexts(key, options);
    } catch (error) {
      if (key === 'EN' || (isControllerError(error) && error.kind === 'aborted')) throw error;
      return fetchTexts('EN', options);
    }
  };
}

/** Calls on the loyalty, message center, campaign widget, cashier and webplay controllers. */
export function extraActions(call: Call, endpoints: Endpoints): ExtraCalls {
  const url = (name: CallName) => endpoints.call(CONTROLLER_CALLS[name]);
  const get =
    <T>(name: CallName, answer: Answer<T>) =>
    (options?: CallOptions) =>
      call(getSpec(actionOf(name), url(name), answer), options);
  return {
    getDailyFreeSpins: get('getDailyFreeSpins', dfsValidationSchema),
    sendFreeSpinEmail: get('sendFreeSpinEmail', dfsEmailSchema),
    checkFreeSpinEmailClick: get('checkFreeSpinEmailClick', dfsEmailSchema),
    redeemDailyFreeSpins: ({ validation, spin }, options) =>
      call(jsonSpec(actionOf('redeemDailyFreeSpins'), url('redeemDailyFreeSpins'), { ...validation, ...spin }, dfsRedeemSchema), options),
    getMessages: get('getMessages', messageCenterSchema),
    getRngWidget: get('getRngWidget', campaignWidgetSchema),
    getRngWidgetHtml: get('getRngWidgetHtml', htmlWidgetSchema),
    getWaypointsWidget: get('getWaypointsWidget', campaignWidgetSchema),
    getWaypointsWidgetHtml: get('getWaypointsWidgetHtml', htmlWidgetSchema),
    getSynthGameWidget: get('getSynthGameWidget', campaignWidgetSchema),
    getSynthGameWidgetHtml: get('getSynthGameWidgetHtml', htmlWidgetSchema),
    // Both answer with an empty body when all went well.
    redeemFiftyFree: (options) =>
      call(
        {
          ...formSpec(actionOf('redeemFiftyFree'), url('redeemFiftyFree'), { redeem: 'MY50FREE', redirect: 'false' }, couponSchema),
          emptyAnswer: {},
        },
        options,
      ),
    rollbackTryout: (options) =>
      call(
        { ...formSpec(actionOf('rollbackTryout'), url('rollbackTryout'), { tryout: 'rollback' }, tryoutRollbackSchema), emptyAnswer: {} },
        options,
      ),
    getLoyaltyTexts: loyaltyTexts(call, endpoints),
  };
}

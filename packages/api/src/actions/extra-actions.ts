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
import { formSpec, getSpec, jsonSpec } from './spec.ts';

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
  const loyalty = (action: string) => endpoints.controller('LoyaltyController.php', action);
  const campaign = (file: string, name: string) => ({
    widget: (options?: CallOptions) => call(getSpec(`${name}.widget`, endpoints.controller(file, 'widget'), campaignWidgetSchema), options),
    html: (options?: CallOptions) =>
      call(getSpec(`${name}.widgethtml`, endpoints.controller(file, 'widgethtml'), htmlWidgetSchema), options),
  });
  const rng = campaign('RngCampaignController.php', 'RngCampaign');
  const waypoints = campaign('WaypointsController.php', 'Waypoints');
  const synth = campaign('SynthGameController.php', 'SynthGame');
  return {
    getDailyFreeSpins: (options) => call(getSpec('dailyfreespins', loyalty('dailyfreespins'), dfsValidationSchema), options),
    sendFreeSpinEmail: (options) => call(getSpec('sendfreespinemail', loyalty('sendfreespinemail'), dfsEmailSchema), options),
    checkFreeSpinEmailClick: (options) => call(getSpec('emailclickcheck', loyalty('emailclickcheck'), dfsEmailSchema), options),
    redeemDailyFreeSpins: ({ validation, spin }, options) =>
      call(jsonSpec('redeem_dfs', loyalty('redeem_dfs'), { ...validation, ...spin }, dfsRedeemSchema), options),
    getMessages: (options) =>
      call(getSpec('getmessages', endpoints.controller('MessageCenter.php', 'getmessages'), messageCenterSchema), options),
    getRngWidget: rng.widget,
    getRngWidgetHtml: rng.html,
    getWaypointsWidget: waypoints.widget,
    getWaypointsWidgetHtml: waypoints.html,
    getSynthGameWidget: synth.widget,
    getSynthGameWidgetHtml: synth.html,
    redeemFiftyFree: (options) =>
      call(
        {
          ...formSpec('MY50FREE', endpoints.controller('CashierCoupons.php'), { redeem: 'MY50FREE', redirect: 'false' }, couponSchema),
          emptyAnswer: {},
        },
        options,
      ),
    rollbackTryout: (options) =>
      call(
        {
          ...formSpec('tryout rollback', endpoints.controller('WebplayController.php'), { tryout: 'rollback' }, tryoutRollbackSchema),
          emptyAnswer: {},
        },
        options,
      ),
    getLoyaltyTexts: loyaltyTexts(call, endpoints),
  };
}

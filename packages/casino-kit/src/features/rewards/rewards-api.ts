import type { RedeemDfsParams } from '@lobby/api';
import type { CouponRedemption, DfsEmailStatus, DfsRedeemResult, DfsValidation, Language, LoyaltyTexts, Referral } from '@lobby/domain';
import { redeemedToday } from '@lobby/domain';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';

/**
 * Daily free spins, the fifty-free coupon, the loyalty texts and the referral link. A redeem that
 * succeeds turns the cached validation into `redeemed_today` (the page shows the countdown without
 * asking again) and refreshes the balance.
 */
export const rewardsApi = lobbyApi.enhanceEndpoints({ addTagTypes: ['Dfs', 'Loyalty', 'Referral'] }).injectEndpoints({
  endpoints: (build) => ({
    getDailyFreeSpins: build.query<DfsValidation, void>({
      query: () => ({ call: (api, signal) => api.getDailyFreeSpins({ signal }) }),
      providesTags: ['Dfs', 'Player'],
      keepUnusedDataFor: CACHE_LIFETIME.standard,
    }),
    sendFreeSpinEmail: build.mutation<DfsEmailStatus, void>({
      query: () => ({ call: (api, signal) => api.sendFreeSpinEmail({ signal }) }),
    }),
    checkFreeSpinEmailClick: build.query<DfsEmailStatus, void>({
      query: () => ({ call: (api, signal) => api.checkFreeSpinEmailClick({ signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    redeemDailyFreeSpins: build.mutation<DfsRedeemResult, RedeemDfsParams>({
      query: (params) => ({ call: (api, signal) => api.redeemDailyFreeSpins(params, { signal }) }),
      invalidatesTags: (result) => (result?.success ? ['Balance'] : []),
      async onQueryStarted(_params, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.success) return;
        dispatch(rewardsApi.util.updateQueryData('getDailyFreeSpins', undefined, (draft) => redeemedToday(draft)));
      },
    }),
    redeemFiftyFree: build.mutation<CouponRedemption, void>({
      query: () => ({ call: (api, signal) => api.redeemFiftyFree({ signal }) }),
      invalidatesTags: ['Balance'],
    }),
    getLoyaltyTexts: build.query<LoyaltyTexts, Language>({
      query: (language) => ({ call: (api, signal) => api.getLoyaltyTexts(language, { signal }) }),
      providesTags: ['Loyalty'],
      keepUnusedDataFor: CACHE_LIFETIME.visit,
    }),
    getReferral: build.query<Referral, void>({
      query: () => ({ call: (api, signal) => api.getReferral({ signal }) }),
      providesTags: ['Referral', 'Player'],
    }),
  }),
});

export const {
  useGetDailyFreeSpinsQuery,
  useSendFreeSpinEmailMutation,
  useCheckFreeSpinEmailClickQuery,
  useRedeemDailyFreeSpinsMutation,
  useRedeemFiftyFreeMutation,
  useGetLoyaltyTextsQuery,
  useGetReferralQuery,
} = rewardsApi;

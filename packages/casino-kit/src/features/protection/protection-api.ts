import type { SelfExcludeParams, SetLimitParams, SetLimitResult } from '@lobby/api';
import type { AccountHistory, Acknowledgement, ActivitySummary, LimitsState, ProtectionBlock, SessionSummary } from '@lobby/domain';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';

/**
 * The responsible-gaming calls (docs/controller-protocol.md). A controller without them answers
 * 404: the reads then fail with `isUnsupportedAnswer`, and the elements that need them hide.
 */
export const protectionApi = lobbyApi.enhanceEndpoints({ addTagTypes: ['Protection', 'Limits'] }).injectEndpoints({
  endpoints: (build) => ({
    getSessionSummary: build.query<SessionSummary, void>({
      query: () => ({ call: (api, signal) => api.getSessionSummary({ signal }) }),
      providesTags: ['Player', 'Protection'],
    }),
    getLimits: build.query<LimitsState, void>({
      query: () => ({ call: (api, signal) => api.getLimits({ signal }) }),
      providesTags: ['Player', 'Limits'],
    }),
    getActivity: build.query<ActivitySummary, number>({
      query: (days) => ({ call: (api, signal) => api.getActivity(days, { signal }) }),
      providesTags: ['Player'],
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    getAccountHistory: build.query<AccountHistory, void>({
      query: () => ({ call: (api, signal) => api.getAccountHistory({ signal }) }),
      providesTags: ['Player'],
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    setLimit: build.mutation<SetLimitResult, SetLimitParams>({
      query: (params) => ({ call: (api) => api.setLimit(params) }),
      // The answer holds the limits after the change: shown at once, before the read it causes. A
      // session-time limit set below the time played is reached there, and that read then finds
      // the session ended. The summary names the new end of the session.
      async onQueryStarted(_params, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(protectionApi.util.updateQueryData('getLimits', undefined, () => answer.data.state));
      },
      invalidatesTags: ['Limits', 'Protection'],
    }),
    declineLimits: build.mutation<LimitsState, void>({
      query: () => ({ call: (api) => api.declineLimits() }),
      invalidatesTags: ['Limits'],
    }),
    setRealityCheck: build.mutation<SessionSummary, number>({
      query: (minutes) => ({ call: (api) => api.setRealityCheck(minutes) }),
      invalidatesTags: ['Protection'],
    }),
    takeBreak: build.mutation<ProtectionBlock, number>({
      query: (days) => ({ call: (api) => api.takeBreak(days) }),
    }),
    selfExclude: build.mutation<ProtectionBlock, SelfExcludeParams>({
      query: (params) => ({ call: (api) => api.selfExclude(params) }),
    }),
    pressPanicButton: build.mutation<ProtectionBlock, void>({
      query: () => ({ call: (api) => api.pressPanicButton() }),
    }),
    acknowledge: build.mutation<number, Acknowledgement>({
      query: (what) => ({ call: (api) => api.acknowledge(what) }),
      invalidatesTags: ['Protection'],
    }),
  }),
});

export const {
  useGetSessionSummaryQuery,
  useGetLimitsQuery,
  useGetActivityQuery,
  useGetAccountHistoryQuery,
  useSetLimitMutation,
  useDeclineLimitsMutation,
  useSetRealityCheckMutation,
  useTakeBreakMutation,
  useSelfExcludeMutation,
  usePressPanicButtonMutation,
  useAcknowledgeMutation,
} = protectionApi;

import { MESSAGE_CACHE_MAX_AGE_MS, type MessageCenter, messageCacheUsable, parseMessageCache } from '@lobby/domain';
import type { AppDeps } from '@lobby/casino-core';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';
import { MESSAGE_CACHE_KEY } from '@lobby/casino-core';

/** Session-storage key of the message center cache (kept up to 15 minutes, per player). */

/** Whether an answer came from session storage rather than the server. */
interface MessagesMeta {
  readonly stored: boolean;
}

/**
 * The message center of player `pid`. Opening it takes the list kept in session storage for this
 * player when it is at most 15 minutes old (it also outlives a reload); a refetch always asks the
 * server. A server answer is kept for the next opening and sets the bell's count.
 */
export const messagesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessageCenter, number>({
      queryFn: async (pid, api, _options, baseQuery) => {
        const deps = api.extra as AppDeps;
        if (!api.forced) {
          const cache = parseMessageCache(deps.session.get(MESSAGE_CACHE_KEY));
          if (cache && messageCacheUsable(cache, pid, deps.now())) return { data: cache.center, meta: { stored: true } };
        }
        const answer = await baseQuery({ call: (client, signal) => client.getMessages({ signal }) });
        if (answer.error) return { error: answer.error };
        const center = answer.data as MessageCenter;
        deps.session.set(MESSAGE_CACHE_KEY, JSON.stringify({ pid, savedAt: deps.now(), center }));
        return { data: center, meta: { stored: false } };
      },
      providesTags: ['Messages'],
      keepUnusedDataFor: CACHE_LIFETIME.visit,
      onQueryStarted: async (_pid, { dispatch, queryFulfilled }) => {
        try {
          const { data, meta } = await queryFulfilled;
          // The bell shows the same count as the list.
          if (!(meta as MessagesMeta | undefined)?.stored)
            dispatch(
              lobbyApi.util.upsertQueryEntries([
                { endpointName: 'getUnreadMessages', arg: undefined, value: { total_unread: data.count.total_unread } },
              ]),
            );
        } catch {
          // The page shows the failure.
        }
      },
    }),
  }),
});

/** Hook options of the message center: an answer in memory over 15 minutes old is asked again on opening. */
export const MESSAGES_ON_OPEN = { refetchOnMountOrArgChange: MESSAGE_CACHE_MAX_AGE_MS / 1000 } as const;

export const { useGetMessagesQuery } = messagesApi;

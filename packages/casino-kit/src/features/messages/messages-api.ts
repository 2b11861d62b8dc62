import { type LobbyOptions, type MessageCenter, messageCacheUsable, parseMessageCache } from '@lobby/domain';
import type { AppDeps, RootState } from '@lobby/casino-core';
import { CACHE_LIFETIME, selectOptions } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';
import { MESSAGE_CACHE_KEY } from '@lobby/casino-core';

/** Whether an answer came from session storage rather than the server. */
interface MessagesMeta {
  readonly stored: boolean;
}

/**
 * The message center of player `pid`. Opening it takes the list kept in session storage for this
 * player when it is at most `messageCacheMaxAgeMs` old (it also outlives a reload); a refetch always
 * asks the server. A server answer is kept for the next opening and sets the bell's count.
 */
export const messagesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessageCenter, number>({
      queryFn: async (pid, api, _options, baseQuery) => {
        const deps = api.extra as AppDeps;
        if (!api.forced) {
          const cache = parseMessageCache(deps.session.get(MESSAGE_CACHE_KEY));
          const options = selectOptions(api.getState() as RootState);
          if (cache && messageCacheUsable(cache, pid, deps.now(), options)) return { data: cache.center, meta: { stored: true } };
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

/** Hook options of the message center: an answer in memory over `messageCacheMaxAgeMs` old is asked again on opening. */
export function messagesOnOpen(options: Pick<LobbyOptions, 'messageCacheMaxAgeMs'>) {
  return { refetchOnMountOrArgChange: options.messageCacheMaxAgeMs / 1000 } as const;
}

export const { useGetMessagesQuery } = messagesApi;

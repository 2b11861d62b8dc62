import type { PromosParams, TournamentsParams } from '@lobby/api';
import type {
  Language,
  CampaignWidget,
  CampaignWidgetName,
  GameOfTheMonth,
  HtmlWidget,
  HtmlWidgetName,
  Promotions,
  StickyBanner,
  TournamentsAnswer,
  TournamentsLobby,
  TryoutRollback,
  WidgetName,
  Winners,
} from '@lobby/domain';
import { heroBanner, LOBBY_PAGE } from '@lobby/domain';
import { preload } from 'react-dom';
import { CACHE_LIFETIME } from '@lobby/casino-core';
import type { AppStore } from '@lobby/casino-core';
import { lobbyApi } from '../../shared/data-layer.ts';
import type { LobbyApi } from '@lobby/casino-core';

type Call<T> = (api: LobbyApi, options: { signal: AbortSignal }) => Promise<T>;

const HTML_WIDGET_CALLS: Record<HtmlWidgetName, Call<HtmlWidget>> = {
  escapepod: (api, o) => api.getEscapePodWidget(o),
  crewpon: (api, o) => api.getCrewponWidget(o),
  fortuneteller: (api, o) => api.getFortuneTellerWidget(o),
};

const CAMPAIGN_CALLS: Record<CampaignWidgetName, { widget: Call<CampaignWidget>; html: Call<HtmlWidget> }> = {
  rng: { widget: (api, o) => api.getRngWidget(o), html: (api, o) => api.getRngWidgetHtml(o) },
  wpc: { widget: (api, o) => api.getWaypointsWidget(o), html: (api, o) => api.getWaypointsWidgetHtml(o) },
  synthetic: { widget: (api, o) => api.getSynthGameWidget(o), html: (api, o) => api.getSynthGameWidgetHtml(o) },
};

/** The home's promotions (hero banner, custom promos, the promotions row): one request serves them all. */
export function lobbyPromosArgs(language: Language): PromosParams {
  return { lang: language, target: LOBBY_PAGE };
}

/** Promotions, tournaments, winners, game of the month, widgets and the design rollback. */
export const promosApi = lobbyApi.enhanceEndpoints({ addTagTypes: ['Promotions', 'Tournaments', 'Widgets'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromos: build.query<Promotions, PromosParams>({
      query: (params) => ({ call: (api, signal) => api.getPromos(params, { signal }) }),
      providesTags: ['Promotions'],
    }),
    getTournaments: build.query<TournamentsAnswer, TournamentsParams>({
      query: (params) => ({ call: (api, signal) => api.getTournaments(params, { signal }) }),
      providesTags: ['Tournaments'],
    }),
    getTournamentsLobby: build.query<TournamentsLobby, void>({
      query: () => ({ call: (api, signal) => api.getTournamentsLobby({ signal }) }),
      providesTags: ['Player'],
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    getWinners: build.query<Winners, void>({
      query: () => ({ call: (api, signal) => api.getWinners({ signal }) }),
      providesTags: ['Widgets'],
    }),
    getGameOfTheMonth: build.query<GameOfTheMonth | null, void>({
      query: () => ({ call: (api, signal) => api.getGameOfTheMonth({ signal }) }),
      providesTags: ['Widgets'],
    }),
    getWidgets: build.query<WidgetName[], void>({
      query: () => ({ call: (api, signal) => api.getWidgets({ signal }) }),
      providesTags: ['Widgets'],
    }),
    getStickyBanner: build.query<StickyBanner | null, void>({
      query: () => ({ call: (api, signal) => api.getStickyBanner({ signal }) }),
      providesTags: ['Widgets'],
    }),
    getHtmlWidget: build.query<HtmlWidget, HtmlWidgetName>({
      query: (name) => ({ call: (api, signal) => HTML_WIDGET_CALLS[name](api, { signal }) }),
      providesTags: ['Widgets'],
    }),
    getCampaignWidget: build.query<CampaignWidget, CampaignWidgetName>({
      query: (name) => ({ call: (api, signal) => CAMPAIGN_CALLS[name].widget(api, { signal }) }),
      providesTags: ['Widgets'],
    }),
    getCampaignWidgetHtml: build.query<HtmlWidget, CampaignWidgetName>({
      query: (name) => ({ call: (api, signal) => CAMPAIGN_CALLS[name].html(api, { signal }) }),
      providesTags: ['Widgets'],
    }),
    rollbackTryout: build.mutation<TryoutRollback, void>({
      query: () => ({ call: (api) => api.rollbackTryout() }),
    }),
  }),
});

export const {
  useGetPromosQuery,
  useGetTournamentsQuery,
  useGetTournamentsLobbyQuery,
  useGetWinnersQuery,
  useGetGameOfTheMonthQuery,
  useGetWidgetsQuery,
  useGetStickyBannerQuery,
  useGetHtmlWidgetQuery,
  useGetCampaignWidgetQuery,
  useGetCampaignWidgetHtmlQuery,
  useRollbackTryoutMutation,
} = promosApi;

/**
 * Asks for the home's promotions and, once they answer, for the hero's picture with high priority
 * (`stillWanted` false: the page has moved on, nothing more is asked). Here rather than in the
 * slot that starts it, so the entry carries none of it.
 */
export async function askHomePromos(
  store: AppStore,
  language: Language,
  heroPromoId: string | null | undefined,
  stillWanted: () => boolean,
) {
  const { data } = await store.dispatch(promosApi.endpoints.getPromos.initiate(lobbyPromosArgs(language), { subscribe: false }));
  const image = data ? heroBanner(data.regular_promos, heroPromoId)?.image : null;
  if (stillWanted() && image) preload(image, { as: 'image', fetchPriority: 'high' });
}

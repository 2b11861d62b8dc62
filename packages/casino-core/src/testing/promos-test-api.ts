import type { RegularPromo } from '@lobby/domain';
import { vi } from 'vitest';
import type { LobbyApi } from '../data/calls.ts';

/** In-memory promotions calls for tests: empty answers, each a spy a test may replace. */
export function promosTestApi() {
  const html = async () => ({ html: '' });
  const campaign = async () => ({ campaign: null, hash: null, error: null });
  return {
    getPromos: vi.fn(async () => ({ custom_promos: [], regular_promos: [], category: null })),
    getTournaments: vi.fn(async () => ({
      kind: 'fusion' as const,
      active_tournaments: [],
      upcoming_tournaments: [],
      finished_tournaments: [],
    })),
    getTournamentsLobby: vi.fn(async () => ({ url: 'https://tournaments.test/lobby' })),
    getWinners: vi.fn(async () => ({ recent: [], top: [] })),
    getGameOfTheMonth: vi.fn(async () => null),
    getWidgets: vi.fn(async () => []),
    getStickyBanner: vi.fn(async () => null),
    getEscapePodWidget: vi.fn(html),
    getCrewponWidget: vi.fn(html),
    getFortuneTellerWidget: vi.fn(html),
    getRngWidget: vi.fn(campaign),
    getRngWidgetHtml: vi.fn(html),
    getWaypointsWidget: vi.fn(campaign),
    getWaypointsWidgetHtml: vi.fn(html),
    getSynthGameWidget: vi.fn(campaign),
    getSynthGameWidgetHtml: vi.fn(html),
    rollbackTryout: vi.fn(async () => ({ success: true, message: null })),
  } satisfies Partial<LobbyApi>;
}

/** A regular promotion with `image` (null: none), for the hero and the promotions page. */
export function testRegularPromo(id: string, title: string, image: string | null): RegularPromo {
  return {
    id,
    title,
    text: '<p>Offer.</p>',
    image,
    cta_link: '/promotions',
    cta_text: 'See offers',
    cta_attributes: '',
    terms: '',
    min_deposit: 0,
    schedule_values: null,
  };
}

import { Outlet, type RouteObject } from 'react-router';
import { UiBridge } from '../app/ui-bridge.tsx';
import { FavoritesPage } from '../pages/favorites-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import {
  AllGamesPage,
  CategoryPage,
  JackpotGamesPage,
  SubgroupPage,
  SuggestedPage,
  ThemePage,
} from '../pages/list-pages.tsx';
import { LiveDealerPage } from '../pages/live-dealer-page.tsx';
import { NotFoundRoute } from '../pages/not-found-route.tsx';
import { DemoPage, PlayPage, SportsbookPage } from '../pages/play-page.tsx';
import { ProviderPage, ProvidersPage } from '../pages/provider-pages.tsx';
import { BootGate } from '../shell/boot-gate.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';

function AppRoot() {
  return (
    <UiBridge>
      <BootGate>
        <Outlet />
      </BootGate>
    </UiBridge>
  );
}

function RouteError() {
  return (
    <UiBridge>
      <NotFoundRoute />
    </UiBridge>
  );
}

/** The route table; each page checks its own access rules (domain `routeAccess`). */
export function casinoRoutes(): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        // The play screen takes the whole window: no header, sidebar or launcher around the game.
        { path: 'play/:slug', element: <PlayPage /> },
        { path: 'demo/:slug', element: <DemoPage /> },
        { path: 'sportsbook', element: <SportsbookPage /> },
        {
          element: <ShellLayout />,
          errorElement: <NotFoundRoute />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'category/:slug', element: <CategoryPage /> },
            { path: 'subgroup/:slug', element: <SubgroupPage /> },
            { path: 'theme/:slug', element: <ThemePage /> },
            { path: 'jackpot-games', element: <JackpotGamesPage /> },
            { path: 'all-games', element: <AllGamesPage /> },
            { path: 'favorites', element: <FavoritesPage /> },
            { path: 'suggested-games', element: <SuggestedPage /> },
            { path: 'providers', element: <ProvidersPage /> },
            { path: 'providers/:slug', element: <ProviderPage /> },
            { path: 'live-dealer', element: <LiveDealerPage /> },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}

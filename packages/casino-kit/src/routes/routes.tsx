import { Outlet, type RouteObject, useMatch } from 'react-router';
import { DataLayerGate } from '../app/data-layer-gate.tsx';
import { UiBridge } from '../app/ui-bridge.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundRoute } from '../pages/not-found-route.tsx';
import { rewardRoutes } from '../rewards/reward-routes.ts';
import { PROMOS_ROUTES } from '../promos/promos-routes.tsx';
import { BootGate, RouteLoading } from '../shell/boot-gate.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';
import { Slot } from '../slots/slots.tsx';
import { RouteError } from './route-error.tsx';

function AppRoot() {
  // The home's first paint reads no query; every other page may, and waits for the data layer.
  const home = useMatch({ path: '/', end: true }) !== null;
  return (
    <UiBridge>
      <Slot name="StartUp" />
      <BootGate>
        <DataLayerGate skip={home}>
          <Outlet />
        </DataLayerGate>
      </BootGate>
    </UiBridge>
  );
}

// Every page but the home is its own chunk, loaded when first visited. Opened at such a page, the
// app shows the loading screen until its code is in (`hydrateFallbackElement`, the router's
// stand-in while the first routes' code loads).
const lists = () => import('../pages/list-pages.tsx');
const play = () => import('../pages/play-page.tsx');
const providers = () => import('../pages/provider-pages.tsx');

/** The route table; each page checks its own access rules (domain `routeAccess`). */
export function casinoRoutes(): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        // The play screen takes the whole window: no header, sidebar or launcher around the game.
        { path: 'play/:slug', hydrateFallbackElement: <RouteLoading />, lazy: async () => ({ Component: (await play()).PlayPage }) },
        { path: 'demo/:slug', hydrateFallbackElement: <RouteLoading />, lazy: async () => ({ Component: (await play()).DemoPage }) },
        {
          path: 'sportsbook',
          hydrateFallbackElement: <RouteLoading />,
          lazy: async () => ({ Component: (await play()).SportsbookPage }),
        },
        {
          element: <ShellLayout />,
          hydrateFallbackElement: <RouteLoading />,
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'category/:slug', lazy: async () => ({ Component: (await lists()).CategoryPage }) },
            { path: 'subgroup/:slug', lazy: async () => ({ Component: (await lists()).SubgroupPage }) },
            { path: 'theme/:slug', lazy: async () => ({ Component: (await lists()).ThemePage }) },
            { path: 'jackpot-games', lazy: async () => ({ Component: (await lists()).JackpotGamesPage }) },
            { path: 'all-games', lazy: async () => ({ Component: (await lists()).AllGamesPage }) },
            { path: 'suggested-games', lazy: async () => ({ Component: (await lists()).SuggestedPage }) },
            {
              path: 'favorites',
              lazy: async () => ({ Component: (await import('../pages/favorites-page.tsx')).FavoritesPage }),
            },
            { path: 'themes', lazy: async () => ({ Component: (await import('../pages/themes-page.tsx')).ThemesPage }) },
            { path: 'providers', lazy: async () => ({ Component: (await providers()).ProvidersPage }) },
            { path: 'providers/:slug', lazy: async () => ({ Component: (await providers()).ProviderPage }) },
            {
              path: 'dashboard/messagecenter',
              lazy: async () => ({ Component: (await import('../pages/message-center-page.tsx')).MessageCenterPage }),
            },
            ...rewardRoutes(),
            {
              path: 'random',
              lazy: async () => ({ Component: (await import('../pages/random-play-page.tsx')).RandomPlayPage }),
            },
            {
              path: 'live-dealer',
              lazy: async () => ({ Component: (await import('../pages/live-dealer-page.tsx')).LiveDealerPage }),
            },
            ...PROMOS_ROUTES,
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}

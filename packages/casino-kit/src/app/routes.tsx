import { Suspense } from 'react';
import { Outlet, Route, Routes, useMatch } from 'react-router';
import { DataLayerGate } from '../shared/data-layer-gate.tsx';
import { FirstScreenWatch } from '../shared/first-screen.tsx';
import { UiBridge } from '../shared/ui-bridge.tsx';
import { HomePage } from '../features/lobby/home-page.tsx';
import { NotFoundRoute } from '../shared/routes/not-found-route.tsx';
import { promosRoutes } from '../features/promos/promos-routes.tsx';
import { rewardRoutes } from '../features/rewards/reward-routes.tsx';
import { protectionRoutes } from '../features/protection/protection-routes.tsx';
import { BootGate, RouteLoading } from '../features/shell/boot-gate.tsx';
import { ShellLayout } from '../features/shell/shell-layout.tsx';
import { Slot } from '../shared/slots.tsx';
import { lazyExport } from '../shared/lazy-export.ts';
import { RouteBoundary } from './route-boundary.tsx';
import { RouteError } from './route-error.tsx';

function AppRoot() {
  // The home's first paint reads no query; every other page may, and waits for the data layer.
  const home = useMatch({ path: '/', end: true }) !== null;
  return (
    <UiBridge>
      <Slot name="StartUp" />
      <FirstScreenWatch />
      <BootGate>
        <DataLayerGate skip={home}>
          {/* Opened at a page whose code is not in yet, the app shows the loading screen until it is;
              a navigation keeps the current page on screen meanwhile (the router's updates are transitions). */}
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </DataLayerGate>
      </BootGate>
    </UiBridge>
  );
}

// Every page but the home is its own chunk, loaded when first visited.
const lists = () => import('../features/lobby/list-pages.tsx');
const play = () => import('../features/play/play-page.tsx');
const providers = () => import('../features/lobby/provider-pages.tsx');
const PlayPage = lazyExport(play, (module) => module.PlayPage);
const DemoPage = lazyExport(play, (module) => module.DemoPage);
const SportsbookPage = lazyExport(play, (module) => module.SportsbookPage);
const CategoryPage = lazyExport(lists, (module) => module.CategoryPage);
const SubgroupPage = lazyExport(lists, (module) => module.SubgroupPage);
const ThemePage = lazyExport(lists, (module) => module.ThemePage);
const JackpotGamesPage = lazyExport(lists, (module) => module.JackpotGamesPage);
const AllGamesPage = lazyExport(lists, (module) => module.AllGamesPage);
const SuggestedPage = lazyExport(lists, (module) => module.SuggestedPage);
const RecentlyPlayedPage = lazyExport(lists, (module) => module.RecentlyPlayedPage);
const FavoritesPage = lazyExport(
  () => import('../features/lobby/favorites-page.tsx'),
  (module) => module.FavoritesPage,
);
const ThemesPage = lazyExport(
  () => import('../features/lobby/themes-page.tsx'),
  (module) => module.ThemesPage,
);
const ProvidersPage = lazyExport(providers, (module) => module.ProvidersPage);
const ProviderPage = lazyExport(providers, (module) => module.ProviderPage);
const MessageCenterPage = lazyExport(
  () => import('../features/messages/message-center-page.tsx'),
  (module) => module.MessageCenterPage,
);
const RandomPlayPage = lazyExport(
  () => import('../features/play/random-play-page.tsx'),
  (module) => module.RandomPlayPage,
);
const LiveDealerPage = lazyExport(
  () => import('../features/play/live-dealer-page.tsx'),
  (module) => module.LiveDealerPage,
);

/**
 * The route table; each page checks its own access rules (domain `routeAccess`). A page that fails
 * (its code cannot be fetched, or it throws) shows the route error screen in its place: inside the
 * shell, in the shell's place.
 */
export function CasinoRoutes() {
  return (
    <RouteBoundary fallback={<RouteError />}>
      <Routes>
        <Route element={<AppRoot />}>
          {/* The play screen takes the whole window: no header, sidebar or launcher around the game. */}
          <Route path="play/:slug" element={<PlayPage />} />
          <Route path="demo/:slug" element={<DemoPage />} />
          <Route path="sportsbook" element={<SportsbookPage />} />
          <Route
            element={
              <RouteBoundary fallback={<RouteError />}>
                <ShellLayout />
              </RouteBoundary>
            }
          >
            <Route index element={<HomePage />} />
            <Route path="category/:slug" element={<CategoryPage />} />
            <Route path="subgroup/:slug" element={<SubgroupPage />} />
            <Route path="theme/:slug" element={<ThemePage />} />
            <Route path="jackpot-games" element={<JackpotGamesPage />} />
            <Route path="all-games" element={<AllGamesPage />} />
            <Route path="suggested-games" element={<SuggestedPage />} />
            <Route path="recently-played" element={<RecentlyPlayedPage />} />
            <Route path="favorites" element={<FavoritesPage />} />
            <Route path="themes" element={<ThemesPage />} />
            <Route path="providers" element={<ProvidersPage />} />
            <Route path="providers/:slug" element={<ProviderPage />} />
            <Route path="dashboard/messagecenter" element={<MessageCenterPage />} />
            {rewardRoutes()}
            {protectionRoutes()}
            <Route path="random" element={<RandomPlayPage />} />
            <Route path="live-dealer" element={<LiveDealerPage />} />
            {promosRoutes()}
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Routes>
    </RouteBoundary>
  );
}

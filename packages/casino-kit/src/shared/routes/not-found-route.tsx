import { lazy, Suspense } from 'react';

// The page comes when a player first meets it: a lobby opened at a known path never loads it.
const NotFoundView = lazy(() => import('./not-found-view.tsx'));

/** Any unknown path, and any error a page throws (its route boundary logs it): the "Lost in the Shuffle" page. */
export function NotFoundRoute() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}

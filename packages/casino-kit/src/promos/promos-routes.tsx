import { Route } from 'react-router';
import { lazyPage } from '../routes/lazy-page.ts';

const PromotionsPage = lazyPage(
  () => import('./promotions-page.tsx'),
  (module) => module.PromotionsPage,
);
const TournamentsPage = lazyPage(
  () => import('./tournaments-page.tsx'),
  (module) => module.TournamentsPage,
);

/** The promotions and tournaments pages, each its own chunk. */
export function promosRoutes() {
  return (
    <>
      <Route path="promotions" element={<PromotionsPage />} />
      <Route path="tournaments" element={<TournamentsPage />} />
      <Route path="tournaments/:key" element={<TournamentsPage />} />
    </>
  );
}

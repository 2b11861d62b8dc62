import { Route } from 'react-router';
import { lazyExport } from '../../shared/lazy-export.ts';

const PromotionsPage = lazyExport(
  () => import('./promotions-page.tsx'),
  (module) => module.PromotionsPage,
);
const TournamentsPage = lazyExport(
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

import { Route } from 'react-router';
import { lazyExport } from '../../shared/lazy-export.ts';

const promotions = () => import('./promotions-page.tsx');
const PromotionsPage = lazyExport(promotions, (module) => module.PromotionsPage);
const WinnersPage = lazyExport(promotions, (module) => module.WinnersPage);
const TournamentsPage = lazyExport(
  () => import('./tournaments-page.tsx'),
  (module) => module.TournamentsPage,
);

/** The promotions (with the winners page, a small one) and tournaments pages, each its own chunk. */
export function promosRoutes() {
  return (
    <>
      <Route path="promotions" element={<PromotionsPage />} />
      <Route path="tournaments" element={<TournamentsPage />} />
      <Route path="tournaments/:key" element={<TournamentsPage />} />
      <Route path="winners" element={<WinnersPage />} />
    </>
  );
}

import { Route } from 'react-router';
import { lazyExport } from '../../shared/lazy-export.ts';

// One route and one loader for the protection pages: the route table is part of the first screen's code.
const ProtectionPage = lazyExport(
  () => import('./protection-pages.tsx'),
  (module) => module.ProtectionPage,
);

/**
 * The player-protection pages (`/dashboard/limits`, `history`, `break`, `self-exclusion`, paths.ts),
 * loaded when first visited; each is a 404 where the market lacks it. The dashboard's own pages
 * are named routes, which win over this one.
 */
export function protectionRoutes() {
  return <Route path="dashboard/:protectionPage" element={<ProtectionPage />} />;
}

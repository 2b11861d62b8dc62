import { Route } from 'react-router';
import { lazyExport } from '../../shared/lazy-export.ts';
import { BREAK_PATH, EXCLUSION_PATH, HISTORY_PATH, LIMITS_PATH } from './paths.ts';

const pages = () => import('./protection-pages.tsx');
const LimitsPage = lazyExport(pages, (module) => module.LimitsPage);
const HistoryPage = lazyExport(pages, (module) => module.HistoryPage);
const BreakPage = lazyExport(pages, (module) => module.BreakPage);
const ExclusionPage = lazyExport(pages, (module) => module.ExclusionPage);

const relative = (path: string) => path.slice(1);

/** The player-protection pages, loaded when first visited; each is a 404 where the market lacks it. */
export function protectionRoutes() {
  return (
    <>
      <Route path={relative(LIMITS_PATH)} element={<LimitsPage />} />
      <Route path={relative(HISTORY_PATH)} element={<HistoryPage />} />
      <Route path={relative(BREAK_PATH)} element={<BreakPage />} />
      <Route path={relative(EXCLUSION_PATH)} element={<ExclusionPage />} />
    </>
  );
}

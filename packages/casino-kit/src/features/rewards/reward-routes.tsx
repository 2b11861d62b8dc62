import { Route } from 'react-router';
import { lazyExport } from '../../shared/lazy-export.ts';

const rewards = () => import('./reward-pages.ts');
const DashboardPage = lazyExport(rewards, (module) => module.DashboardPage);
const LoyaltyPage = lazyExport(rewards, (module) => module.LoyaltyPage);
const DailyFreeSpinsPage = lazyExport(rewards, (module) => module.DailyFreeSpinsPage);

/** The dashboard, loyalty and daily free spins routes, each page loaded when first visited. */
export function rewardRoutes() {
  return (
    <>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="dashboard/loyalty" element={<LoyaltyPage />} />
      <Route path="dashboard/loyalty/dailyfreespins" element={<DailyFreeSpinsPage />} />
    </>
  );
}

import { Route } from 'react-router';
import { lazyPage } from '../routes/lazy-page.ts';

const rewards = () => import('./reward-pages.ts');
const DashboardPage = lazyPage(rewards, (module) => module.DashboardPage);
const LoyaltyPage = lazyPage(rewards, (module) => module.LoyaltyPage);
const DailyFreeSpinsPage = lazyPage(rewards, (module) => module.DailyFreeSpinsPage);

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

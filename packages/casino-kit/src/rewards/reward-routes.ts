import type { RouteObject } from 'react-router';

const rewards = () => import('./reward-pages.ts');

/** The dashboard, loyalty and daily free spins routes, each page loaded when first visited. */
export function rewardRoutes(): RouteObject[] {
  return [
    { path: 'dashboard', lazy: async () => ({ Component: (await rewards()).DashboardPage }) },
    { path: 'dashboard/loyalty', lazy: async () => ({ Component: (await rewards()).LoyaltyPage }) },
    { path: 'dashboard/loyalty/dailyfreespins', lazy: async () => ({ Component: (await rewards()).DailyFreeSpinsPage }) },
  ];
}

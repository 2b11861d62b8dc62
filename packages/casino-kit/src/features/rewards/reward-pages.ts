export { DailyFreeSpinsPage } from './daily-free-spins-page.tsx';
export { DashboardPage } from './dashboard-page.tsx';
export { LoyaltyPage } from './loyalty-page.tsx';

import type { RouteObject } from 'react-router';

const promotions = () => import('./promotions-page.tsx');
const tournaments = () => import('./tournaments-page.tsx');

/** The promotions and tournaments pages, each its own chunk. */
export const PROMOS_ROUTES: RouteObject[] = [
  { path: 'promotions', lazy: async () => ({ Component: (await promotions()).PromotionsPage }) },
  { path: 'tournaments', lazy: async () => ({ Component: (await tournaments()).TournamentsPage }) },
  { path: 'tournaments/:key', lazy: async () => ({ Component: (await tournaments()).TournamentsPage }) },
];

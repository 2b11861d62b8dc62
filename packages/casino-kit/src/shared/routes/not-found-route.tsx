import { NotFoundPage } from '@lobby/ui';

/** Any unknown path, and any error a page throws (its route boundary logs it): the "Lost in the Shuffle" page. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}

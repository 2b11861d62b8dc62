import { NotFoundPage } from '@lobby/ui';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';

/** Any unknown path, and any error a route throws: the "Lost in the Shuffle" page. */
export function NotFoundRoute() {
  const error = useRouteError();
  const location = useLocation();
  useEffect(() => {
    if (error) console.warn('route error', location.pathname, error);
  }, [error, location.pathname]);
  return <NotFoundPage />;
}

import { ErrorScreen } from '@lobby/ui';
import { useState } from 'react';
import { useDeps } from '../shared/deps-context.tsx';
import { UiBridge } from '../shared/ui-bridge.tsx';
import { NotFoundRoute } from '../shared/routes/not-found-route.tsx';
import { useRouteFailure } from './route-boundary.tsx';

// What browsers say when a dynamic import fails (Chromium, Firefox, Safari), and Vite's preload error.
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|module script|Unable to preload CSS/i;

/**
 * Whether a route failed because its code could not be fetched (offline, a dropped connection, a new
 * deployment), also when that failure is the cause of the error thrown.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (CHUNK_FAILURE.test(error.message) || isChunkLoadError(error.cause));
}

function ConnectionLost() {
  const { navigation } = useDeps();
  const [retrying, setRetrying] = useState(false);
  return (
    <ErrorScreen
      kind="connection-lost"
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        navigation.reload();
      }}
    />
  );
}

/** A route that failed: a page whose code did not load says the connection is lost and offers retry; anything else is the 404. */
export function RouteError() {
  const error = useRouteFailure();
  return <UiBridge>{isChunkLoadError(error) ? <ConnectionLost /> : <NotFoundRoute />}</UiBridge>;
}

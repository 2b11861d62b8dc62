import { useEffect } from 'react';
import { useDeps } from '../deps-context.tsx';

/** Sends the browser to the casino's login page, which returns to `returnTo` afterwards. */
export function LoginRedirect({ returnTo }: { returnTo: string }) {
  const { navigation } = useDeps();
  useEffect(() => {
    navigation.login(returnTo, { replace: true });
  }, [navigation, returnTo]);
  return null;
}

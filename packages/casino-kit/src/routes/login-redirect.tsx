import { useEffect } from 'react';
import { useProfile } from '../app/profile-context.tsx';
import { loginUrl } from '../app/site-links.ts';

/** Sends the browser to the casino's login page, which returns to `returnTo` afterwards. */
export function LoginRedirect({ returnTo }: { returnTo: string }) {
  const profile = useProfile();
  useEffect(() => {
    window.location.replace(loginUrl(profile, returnTo));
  }, [profile, returnTo]);
  return null;
}

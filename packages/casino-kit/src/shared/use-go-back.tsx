import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Goes to the previous page in the app, or home when this page opened the app: arriving from the
 * casino's login page (or any other site) must not lead back there.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  // The router keys the entry it starts on "default"; every in-app navigation gets its own key.
  const firstInApp = useLocation().key === 'default';
  return useCallback(() => {
    if (firstInApp) void navigate('/', { replace: true });
    else void navigate(-1);
  }, [firstInApp, navigate]);
}

/** Goes back (as `useGoBack`) once, as soon as `when` holds. */
export function useGoBackWhen(when: boolean): void {
  const goBack = useGoBack();
  // Once only: a second run (a re-render, or a development double effect) would go back twice.
  const gone = useRef(false);
  useEffect(() => {
    if (!when || gone.current) return;
    gone.current = true;
    goBack();
  }, [when, goBack]);
}

/** Renders nothing and goes back: for a page that has nothing to show. */
export function GoBack() {
  useGoBackWhen(true);
  return null;
}

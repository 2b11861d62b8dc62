import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDeps } from '../../shared/deps-context.tsx';
import { useGoBack } from '../../shared/use-go-back.tsx';

/** The play screen's ways out: Back, Home (close) and the login page. */
export interface PlayExits {
  readonly back: () => void;
  readonly home: () => void;
  /** Opens the casino's login page, which returns to `returnTo` (an in-app path). */
  readonly login: (returnTo: string) => void;
}

/**
 * Back leads to the previous in-app page (else home), Home to the lobby. When the controller says
 * the session is gone, both load the lobby afresh, so it starts as a guest with no player data left.
 */
export function usePlayExits(sessionLost: boolean): PlayExits {
  const navigate = useNavigate();
  const { navigation: site } = useDeps();
  const goBack = useGoBack();
  const home = useCallback(() => {
    if (sessionLost) site.reload('/');
    else void navigate('/');
  }, [sessionLost, site, navigate]);
  const back = useCallback(() => (sessionLost ? home() : goBack()), [sessionLost, home, goBack]);
  const login = useCallback((returnTo: string) => site.login(returnTo), [site]);
  return { back, home, login };
}

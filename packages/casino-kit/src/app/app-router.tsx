import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/** Props of {@link AppRouter}. */
export interface AppRouterProps {
  /** The app's base path (the profile's), without a trailing slash; `/` at the root. */
  basename: string;
  children: ReactNode;
}

/**
 * The router over the browser's history, as react-router's `BrowserRouter`, made of its `Router`
 * and its browser history. `BrowserRouter` lives in react-router's DOM module with `Link`,
 * `NavLink`, `Form` and their prefetching: while anything of that module is used, the bundler
 * keeps all of them (their `forwardRef` calls count as side effects) in the entry.
 * The app uses nothing else from it (its links: ui-bridge.tsx; its query: use-query.ts).
 *
 * Location updates are transitions, as `BrowserRouter`'s: a navigation keeps the current page on
 * screen until the next page's code is in.
 */
export function AppRouter({ basename, children }: AppRouterProps) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

import { Component, createContext, type ReactNode, use } from 'react';
import { useLocation } from 'react-router';
import { useDeps } from '../shared/deps-context.tsx';

/** What a page under a route boundary threw; `undefined` when nothing failed (an unknown path). */
const RouteFailure = createContext<unknown>(undefined);

/** The error a route boundary caught, for the screen it shows in the page's place. */
export function useRouteFailure(): unknown {
  return use(RouteFailure);
}

interface BoundaryProps {
  /** The location's key: a navigation clears a failure, as it does a page. */
  readonly at: string;
  readonly path: string;
  readonly fallback: ReactNode;
  readonly log: (message: string, detail?: unknown) => void;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly at: string;
  readonly failed: boolean;
  readonly error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { at: this.props.at, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { at: props.at, failed: false, error: undefined };
  }

  override componentDidCatch(error: unknown): void {
    this.props.log(`the page at ${this.props.path} failed`, error);
  }

  override render(): ReactNode {
    const { failed, error } = this.state;
    return failed ? <RouteFailure value={error}>{this.props.fallback}</RouteFailure> : this.props.children;
  }
}

/**
 * Shows `fallback` in place of `children` when a page under them throws while rendering, its code
 * included (a lazy page whose chunk cannot be fetched); the next navigation shows pages again.
 */
export function RouteBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key, pathname } = useLocation();
  const { log } = useDeps();
  return (
    <Boundary at={key} path={pathname} fallback={fallback} log={log}>
      {children}
    </Boundary>
  );
}

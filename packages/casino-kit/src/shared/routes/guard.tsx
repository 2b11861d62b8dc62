import { type RouteId, routeAccess } from '@lobby/domain';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../hooks.ts';
import { NotFoundRoute } from './not-found-route.tsx';
import { selectCasinoRules, selectConfig, selectPlayer } from '@lobby/casino-core';
import { LoginRedirect } from './login-redirect.tsx';
import type { PartTexts } from '../i18n/use-texts.ts';
import { useTexts } from '../i18n/use-texts.ts';

/** Renders `children` only when the visitor may open `route`; otherwise redirects, asks for login, or shows 404. */
export function Guarded({ route, children }: { route: RouteId; children: ReactNode }) {
  const config = useAppSelector(selectConfig);
  const rules = useAppSelector(selectCasinoRules);
  const player = useAppSelector(selectPlayer);
  if (!config || !rules) return null;
  const access = routeAccess(route, { variant: rules.variant, config, tweaks: rules.tweaks, playerId: player?.PID ?? null });
  switch (access.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'login':
    case 'login-link':
      // Only play routes offer a login link in place (see GuestPlayPrompt); elsewhere the login page opens.
      return <LoginRedirect returnTo={access.returnTo} />;
    case 'not-found':
      return <NotFoundRoute />;
  }
}

/** The page of a route without parameters: `Content` behind {@link Guarded}, the English texts of `parts` added first. */
export function guardedPage(route: RouteId, Content: ComponentType, ...parts: readonly PartTexts[]): ComponentType {
  return function GuardedPage() {
    useTexts(...parts);
    return (
      <Guarded route={route}>
        <Content />
      </Guarded>
    );
  };
}

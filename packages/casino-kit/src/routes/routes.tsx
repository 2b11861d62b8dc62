import { Outlet, type RouteObject } from 'react-router';
import { UiBridge } from '../app/ui-bridge.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundRoute } from '../pages/not-found-route.tsx';
import { BootGate } from '../shell/boot-gate.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';

function AppRoot() {
  return (
    <UiBridge>
      <BootGate>
        <Outlet />
      </BootGate>
    </UiBridge>
  );
}

function RouteError() {
  return (
    <UiBridge>
      <NotFoundRoute />
    </UiBridge>
  );
}

/** The route table; later pages join here as children of the shell. */
export function casinoRoutes(): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteError />,
      children: [
        {
          element: <ShellLayout />,
          errorElement: <NotFoundRoute />,
          children: [
            { index: true, element: <HomePage /> },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}

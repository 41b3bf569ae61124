import { RouterProvider as AriaRouterProvider } from '@rehab/ui/Link';
import type { ReactNode } from 'react';
import { Outlet, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useAppHref } from './appHref';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The root route's element in both apps: every react-aria link and menu item navigates inside the app, through its
 * router (and its base). `children` go before the route's screen, e.g. the portal's document title.
 */
export function AriaRouting({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useAppHref}>
      {children}
      <Outlet />
    </AriaRouterProvider>
  );
}

import type { Role } from '@rehab/contract';
import type { RouteObject } from 'react-router-dom';

/**
 * A layout route that shows `children` only to `roles`. The gate reads the profile, so it loads with the
 * routes it guards: importing it here statically would put the fetch layer and the contract in the app's entry.
 */
export function roleGatedRoutes(roles: readonly Role[], children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { RoleGate } = await import('./RoleGate');
      return { element: <RoleGate roles={roles} /> };
    },
    children,
  };
}

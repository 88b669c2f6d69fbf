import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts loading the code of the routes `pathname` matches, a task before the router is made
 * (main.tsx): requesting a page's files adds a `<link rel="modulepreload">` for each, about 20 ms
 * on this page's first load that would otherwise be part of the router's task. The router's first
 * call of each `lazy` is then given the same load.
 */
export function loadRouteCode(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const load = route.lazy;
    if (typeof load !== 'function') continue;
    const loading = load();
    // A failed load is reported when the router awaits it.
    loading.catch(() => undefined);
    route.lazy = () => loading;
  }
}

/** A route of the app: a page loaded on demand, or a redirect to another path. */
export type RouteDefinition<Page> =
  | { path: string; load: () => Promise<{ default: Page }> }
  | { path: string; redirect: string };

/**
 * The route for a path: an exact match (a trailing slash is ignored), else the `*` route.
 * Paths are matched as written: the app has no parameters in its paths (spec §2 routes).
 */
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path) ?? routes.find((route) => route.path === '*');
}

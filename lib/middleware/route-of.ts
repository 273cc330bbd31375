/**
 * Step 2 of middleware.ts: the route of the path from the one route table (lib/routes.ts, spec §2): `/` goes to
 * /login and a path the table does not know to /404. Pure.
 */
import { LOGIN_PATH, NOT_FOUND_PATH, findRoute, type RouteDef } from '@/lib/routes';

/** The route to render, or the path to send the browser to instead. */
export type Routing = { route: RouteDef } | { redirect: string };

/** @param pathname the request's path. */
export function routeOf(pathname: string): Routing {
  if (pathname === '/') return { redirect: LOGIN_PATH };
  const route = findRoute(pathname);
  return route ? { route } : { redirect: NOT_FOUND_PATH };
}

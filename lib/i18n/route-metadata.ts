/**
 * The metadata of a page of the route table: its title is the route's `titleKey` in the person's language
 * (namespace `routes` of messages/*.json, type-checked by lib/routes RouteTitleKey). The root layout adds the app's
 * name (`%s · Ramp`). Replaces the hand-written generateMetadata bodies of the pages.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ROUTES, type RoutePath, type RouteTitleKey } from '@/lib/routes';

const titleKeys = new Map<string, RouteTitleKey>(ROUTES.map((route) => [route.path, route.titleKey]));

/**
 * A page's `generateMetadata`: `export const generateMetadata = routeMetadata('/transactions');`.
 * @param path a path of the route table (a type error otherwise).
 * @returns a function giving `{ title }` in the request's language.
 */
export function routeMetadata(path: RoutePath): () => Promise<Metadata> {
  const titleKey = titleKeys.get(path)!; // every RoutePath is a row of ROUTES
  return async () => ({ title: (await getTranslations('routes'))(titleKey) });
}

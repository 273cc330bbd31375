/**
 * What search engines may read (spec §2): the robots.txt rules and the sitemap
 * entries, derived from the route table (lib/routes.ts) so a new route cannot be forgotten. Pure: app/robots.ts
 * and app/sitemap.ts turn these into Next's metadata route answers.
 *
 * Indexable: the open pages a visitor can land on from a search: the decision flow (the entry to buying and
 * selling) and the two public documents. Everything else is disallowed: protected screens (they redirect
 * visitors to /login), the sign-in screens, the open screens that only make sense inside a flow or for
 * diagnostics (/order, /final-step, /error, /test-sentry-error, /widget…), the identity service under /auth
 * and the product API under its base path.
 */
import { clientConfig } from '@/lib/config';
import { LEGAL_DOCUMENTS } from '@/lib/legal/documents';
import { ROUTES, type RoutePath } from '@/lib/routes';

/** One indexable page: its path and how often it tends to change (a sitemap hint). */
export interface IndexablePage {
  path: RoutePath;
  changeFrequency: 'weekly' | 'monthly';
}

/** The pages listed in the sitemap and allowed in robots.txt, in that order. */
export const INDEXABLE_PAGES: readonly IndexablePage[] = [
  { path: '/decision-flow', changeFrequency: 'weekly' },
  { path: LEGAL_DOCUMENTS.terms.path, changeFrequency: 'monthly' },
  { path: LEGAL_DOCUMENTS.privacy.path, changeFrequency: 'monthly' },
];

/**
 * Paths robots.txt disallows (prefix rules): every route of the table except the root (a redirect; disallowing
 * "/" would hide everything) and the indexable pages, plus the identity service and the product API.
 * @param apiBasePath the product API base path (default: config, e.g. `/api/v1`).
 */
export function disallowedPaths(apiBasePath = clientConfig.apiBasePath): string[] {
  const indexable = new Set<string>(INDEXABLE_PAGES.map((p) => p.path));
  const routes = ROUTES.map((r) => r.path as string).filter((path) => path !== '/' && !indexable.has(path));
  return [...routes, `${clientConfig.authBasePath}/`, `${apiBasePath.replace(/\/+$/, '')}/`];
}

/** Absolute URL of an app path on the configured public origin (NEXT_PUBLIC_APP_ORIGIN). */
export function absoluteUrl(path: string, origin = clientConfig.appOrigin): string {
  return new URL(path, origin).href;
}

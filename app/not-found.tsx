/**
 * notFound() anywhere (in production only /test-sentry-error while it is switched off) sends the browser to the
 * no-match page, /404 (spec §2), as unknown paths go there (middleware and app/[...unknown]); /404 answers with the
 * 404 status. A meta refresh rather than the screen itself: Next writes this boundary into the RSC payload of every
 * page, twice under the (main) route group, where the whole screen would weigh on every page's HTML budget
 * (docs/performance.md); the screen lives once, at app/(main)/(open)/404. In a server-rendered answer the browser
 * follows it without JavaScript; behind a loading boundary (a streamed answer) and on a client-side navigation React
 * renders it and hoists the element into <head>, and the browser follows a refresh inserted into the document.
 */
import { NOT_FOUND_PATH } from '@/lib/routes';

export default function NotFound() {
  return <meta httpEquiv="refresh" content={`0;url=${NOT_FOUND_PATH}`} />;
}

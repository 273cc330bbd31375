/** /test-sentry-error (spec §2): a diagnostic page that throws while rendering, so the report can be checked. */
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { SentryTestThrower } from './thrower';

export const generateMetadata = routeMetadata('/test-sentry-error');

export default function TestSentryErrorPage() {
  return <SentryTestThrower />;
}

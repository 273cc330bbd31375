/**
 * /test-sentry-error (spec §2): a diagnostic page that throws while rendering, so the report can be checked. On in
 * the sandbox; in production only with ENABLE_TEST_SENTRY_ERROR=true, else a 404.
 * Its own route group, outside (open) and that group's loading boundary: there the answer was streamed, so a
 * switched-off page answered 200 before its notFound() ran; here notFound() comes before the first byte and the
 * answer is a real 404 (then app/not-found.tsx takes the browser to /404).
 */
import { notFound } from 'next/navigation';
import { getServerConfig } from '@/lib/config/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { SentryTestThrower } from './thrower';

export const generateMetadata = routeMetadata('/test-sentry-error');

export default function TestSentryErrorPage() {
  if (!getServerConfig().testSentryErrorEnabled) notFound();
  return <SentryTestThrower />;
}

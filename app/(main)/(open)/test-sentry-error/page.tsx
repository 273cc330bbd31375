/**
 * /test-sentry-error (spec §2): a diagnostic page that throws while rendering, so the report can be checked. On in
 * the sandbox; in production only with ENABLE_TEST_SENTRY_ERROR=true, else a 404 (issue 10 item 9).
 */
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getServerConfig } from '@/lib/config/server';
import { SentryTestThrower } from './thrower';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('testSentryError') };
}

export default function TestSentryErrorPage() {
  if (!getServerConfig().testSentryErrorEnabled) notFound();
  return <SentryTestThrower />;
}

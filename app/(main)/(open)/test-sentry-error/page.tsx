/** /test-sentry-error (spec §2): a diagnostic page that throws while rendering, so the report can be checked. */
import { getTranslations } from 'next-intl/server';
import { SentryTestThrower } from './thrower';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('testSentryError') };
}

export default function TestSentryErrorPage() {
  return <SentryTestThrower />;
}

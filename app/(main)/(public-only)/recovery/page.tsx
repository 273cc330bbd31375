/**
 * /recovery (issue #2 §5, Kratos recovery ui_url, method code): email address, then the emailed recovery
 * code (with "Resend code"). On success Kratos signs the person in and sends them to /security?flow=… to
 * choose a new password.
 */
import { getTranslations } from 'next-intl/server';
import { AuthFlowPage, type SearchParams } from '@/components/auth/flow-page';
import { FLOW_PAGE } from '@/lib/auth/flow-url';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('recovery') };
}

export default async function RecoveryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AuthFlowPage kind="recovery" page={FLOW_PAGE.recovery} searchParams={await searchParams} />;
}

/**
 * /recovery (Kratos recovery ui_url, method code): email address, then the emailed recovery
 * code (with "Resend code"). On success Kratos signs the person in and sends them to /security?flow=… to
 * choose a new password.
 */
import { DeferredAuthFlow } from '@/components/auth/deferred-auth-flow';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { FLOW_PAGE } from '@/lib/auth/flow-url';
import type { QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/recovery');

export default async function RecoveryPage({ searchParams }: QueryPageProps) {
  return <AuthFlowPage Flow={DeferredAuthFlow} kind="recovery" page={FLOW_PAGE.recovery} searchParams={searchParams} />;
}

/**
 * /verification (spec §2: one-time code entry): the Kratos verification flow with the code method. Step 1
 * asks for the email address, step 2 takes the emailed code and offers "Resend code" (the code method's
 * resend node), step 3 confirms and links on to the flow's return URL.
 */
import { DeferredAuthFlow } from '@/components/auth/deferred-auth-flow';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { FLOW_PAGE } from '@/lib/auth/flow-url';
import type { QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/verification');

export default async function VerificationPage({ searchParams }: QueryPageProps) {
  return (
    <AuthFlowPage
      Flow={DeferredAuthFlow}
      kind="verification"
      page={FLOW_PAGE.verification}
      searchParams={searchParams}
    />
  );
}

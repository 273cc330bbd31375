/**
 * /registration (Kratos registration ui_url): create an account with email, then a password or
 * an emailed code, or with Google. The return URL goes to Kratos as `return_to` and
 * `after_verification_return_to`.
 */
import { DeferredAuthFlow } from '@/components/auth/deferred-auth-flow';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { FLOW_PAGE } from '@/lib/auth/flow-url';
import type { QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/registration');

export default async function RegistrationPage({ searchParams }: QueryPageProps) {
  return (
    <AuthFlowPage
      Flow={DeferredAuthFlow}
      kind="registration"
      page={FLOW_PAGE.registration}
      searchParams={searchParams}
    />
  );
}

/**
 * /login (spec §2, §4 "Login flow"): reads `flow` and `returnTo` (or `return_to`). Without a flow the
 * browser goes to Kratos's login browser init with the return URL as `return_to` and
 * `after_verification_return_to`; with one, the flow is read on the server and rendered with the methods its nodes
 * hold: password, email code, and passkeys when the identity service offers them. Google sign-in has its own screen,
 * /login-google, linked from here only when the flow holds the google OIDC node (lib/auth/sign-in-methods.ts).
 */
import { DeferredAuthFlow } from '@/components/auth/deferred-auth-flow';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { FLOW_PAGE } from '@/lib/auth/flow-url';
import type { QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/login');

export default async function LoginPage({ searchParams }: QueryPageProps) {
  return (
    <AuthFlowPage
      Flow={DeferredAuthFlow}
      kind="login"
      page={FLOW_PAGE.login}
      variant="login"
      searchParams={searchParams}
    />
  );
}

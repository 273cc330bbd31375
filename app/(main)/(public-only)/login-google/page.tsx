/**
 * /login-google (spec §2: login with a third-party identity account): a Kratos login flow showing only the
 * OIDC "Sign in with Google" button. Kratos's browser init always returns to /login, so a missing flow is
 * created from the browser (components/auth/start-login-flow.tsx) and this page reloads with `?flow=`. Where the
 * identity service does not offer Google (the flow has no google node), the screen says so and links to /login
 * (components/auth/flow-page.tsx).
 */
import { DeferredAuthFlow } from '@/components/auth/deferred-auth-flow';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { StartLoginFlow } from '@/components/auth/start-login-flow';
import { LOGIN_GOOGLE_PAGE } from '@/lib/auth/flow-url';
import type { QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/login-google');

export default async function LoginGooglePage({ searchParams }: QueryPageProps) {
  return (
    <AuthFlowPage
      Flow={DeferredAuthFlow}
      kind="login"
      page={LOGIN_GOOGLE_PAGE}
      variant="google"
      startInBrowser={(returnTo) => <StartLoginFlow returnTo={returnTo} page={LOGIN_GOOGLE_PAGE} />}
      searchParams={searchParams}
    />
  );
}

/**
 * /security (spec §2 second-page layout, §3 "Identity flow", §7 settings flow; Kratos settings ui_url).
 * The Kratos settings flow read on the server with the person's cookies (components/auth/flow-page.tsx): without
 * `?flow=` the browser goes to Kratos's settings browser init, which comes back here with a flow id; with one it
 * is rendered as one card per node group (components/auth/security/). Also where Kratos sends people after account
 * recovery to set a new password. Ory Elements loads on first use of the forms, as on the sign-in screens
 * (components/auth/deferred-auth-flow.tsx). Its islands get the whole `auth` namespace and `account.security`, the
 * words the cards say before removing a way to sign in, handed to them by SecurityTextsProvider
 * (components/auth/security/security-texts-context.ts says why).
 */
import { SecurityTextsProvider } from '@/components/account/security-texts';
import { DeferredAuthFlow } from '@/components/auth/deferred-auth-flow';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { ScreenMessages } from '@/components/layout/island-messages';
import { FLOW_PAGE } from '@/lib/auth/flow-url';
import type { QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/security');

export default async function SecurityPage({ searchParams }: QueryPageProps) {
  // Here rather than in a layout: a layout of this folder would give /security/history the `auth` namespace too.
  return (
    <ScreenMessages screen="/security">
      <SecurityTextsProvider>
        <AuthFlowPage Flow={DeferredAuthFlow} kind="settings" page={FLOW_PAGE.settings} searchParams={searchParams} />
      </SecurityTextsProvider>
    </ScreenMessages>
  );
}

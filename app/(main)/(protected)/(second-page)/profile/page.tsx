/**
 * /profile (spec §2, second-page layout): components/account/profile-view.tsx, data lib/profile/server.ts.
 * With `?flow=` (a Kratos settings flow started by "Change e-mail", components/account/email-change-start.tsx) the
 * flow is read on the server and its `profile` group (the e-mail field) is shown under the details; Kratos then
 * e-mails a code to the new address and Ory Elements goes on to the verification screen.
 */
import { headers } from 'next/headers';
import { EmailChangeFlow } from '@/components/account/email-change-flow';
import { EmailChangeStart } from '@/components/account/email-change-start';
import { ProfileView } from '@/components/account/profile-view';
import { IslandMessages } from '@/components/layout/island-messages';
import { FLOW_PARAM } from '@/lib/auth/flow-url';
import { loadFlowOrRestart } from '@/lib/auth/kratos';
import { withScriptNonce } from '@/lib/auth/script-nonce';
import { clientConfig } from '@/lib/config';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { loadProfilePage } from '@/lib/profile/server';
import { NONCE_HEADER } from '@/lib/security/headers';

const PAGE = '/profile';

export const generateMetadata = routeMetadata('/profile');

/** The e-mail change: the settings flow's `profile` group when a flow is open, else the button that opens one. */
async function EmailChange({ flowId }: { flowId: string | undefined }) {
  if (!flowId) return <EmailChangeStart />;
  const returnTo = new URL(PAGE, clientConfig.appOrigin).href;
  const result = await loadFlowOrRestart('settings', flowId, { returnTo, restartPath: () => PAGE });
  if (!result.flow) return <EmailChangeStart />;
  // Kratos's script nodes run only with the page's CSP nonce (lib/auth/script-nonce).
  const flow = withScriptNonce(result.flow, (await headers()).get(NONCE_HEADER) ?? undefined);
  // Ory Elements only here, in its own chunk, with the `auth` messages it reads (only a page with a flow sends them).
  return (
    <IslandMessages namespaces={['auth']}>
      <EmailChangeFlow kind="settings" flow={flow} returnTo={returnTo} page={PAGE} variant="profile" />
    </IslandMessages>
  );
}

export default async function ProfilePage({ searchParams }: QueryPageProps) {
  const flowId = firstString((await pageQueryOf(searchParams))[FLOW_PARAM]);
  return <ProfileView data={await loadProfilePage()} emailChange={<EmailChange flowId={flowId} />} />;
}

/**
 * /security (issue 9; spec §2 second-page layout, §3 "Identity flow", §7 settings flow; Kratos settings ui_url).
 * The Kratos settings flow read on the server with the person's cookies (components/auth/flow-page.tsx): without
 * `?flow=` the browser goes to Kratos's settings browser init, which comes back here with a flow id; with one it
 * is rendered as one card per node group (components/auth/security/). Also where Kratos sends people after account
 * recovery to set a new password.
 */
import { getTranslations } from 'next-intl/server';
import { AuthFlowPage, type SearchParams } from '@/components/auth/flow-page';
import { FLOW_PAGE } from '@/lib/auth/flow-url';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('security') };
}

export default async function SecurityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AuthFlowPage kind="settings" page={FLOW_PAGE.settings} searchParams={await searchParams} />;
}

/**
 * Protected route group (spec §2, §6): the session is checked again on the server, because middleware is
 * not an authorisation layer (DESIGN.md, CVE-2025-29927). The check reads the request's one whoami, which middleware
 * sealed into a signed request header; without a valid one it asks Kratos itself (lib/auth/request-session.ts).
 * A visitor goes to /login with the return-to path; a person who still owes their second factor (whoami 403
 * session_aal2_required) goes to the second-factor step, /login?aal=aal2 with the return-to path.
 * The screens' client islands get the signed-in namespaces of the messages and the app's query cache.
 */
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';
import { QueryProvider } from '@/components/query/query-provider';
import { requestSessionState } from '@/lib/auth/request-session';
import { currentRequestPath } from '@/lib/http/server';
import { PAGE_NAMESPACES, type PageNamespace } from '@/lib/i18n/client-messages';
import { loginPathWithReturn, secondFactorLoginPath } from '@/lib/routes';

/** Every page namespace: /profile and /security render Ory Elements (`auth`) too. */
const SIGNED_IN_NAMESPACES = Object.keys(PAGE_NAMESPACES) as PageNamespace[];

export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const state = await requestSessionState();
  if (state.kind === 'aal2_required') redirect(secondFactorLoginPath(await currentRequestPath()));
  if (state.kind !== 'active') redirect(loginPathWithReturn(await currentRequestPath()));
  // The signed-in screens' client islands read these namespaces (lib/i18n/client-messages.ts).
  return (
    <IslandMessages namespaces={SIGNED_IN_NAMESPACES}>
      <QueryProvider>{children}</QueryProvider>
    </IslandMessages>
  );
}

/**
 * Protected route group (spec §2, §6): the session is checked again on the server, because middleware is
 * not an authorisation layer (DESIGN.md, CVE-2025-29927). The check reads the request's one whoami, which middleware
 * put, signed, into a request header; without a valid one it asks Kratos itself (lib/auth/request-session.ts).
 * A visitor goes to /login with the return-to path; a person who still owes their second factor (whoami 403
 * session_aal2_required) goes to the second-factor step, /login?aal=aal2 with the return-to path.
 * The screens' client islands get the app's query cache here; each screen's layout or page adds the message
 * namespaces its islands read (components/layout/island-messages.tsx ScreenMessages).
 */
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query/query-provider';
import { requestSessionState } from '@/lib/auth/request-session';
import { currentRequestPath } from '@/lib/http/server';
import { loginPathWithReturn, secondFactorLoginPath } from '@/lib/routes';

export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const state = await requestSessionState();
  if (state.kind === 'aal2_required') redirect(secondFactorLoginPath(await currentRequestPath()));
  if (state.kind !== 'active') redirect(loginPathWithReturn(await currentRequestPath()));
  return <QueryProvider>{children}</QueryProvider>;
}

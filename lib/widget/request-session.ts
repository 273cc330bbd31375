/**
 * The widget session (lib/widget/session) of the request being rendered, read on the server from its cookie
 * (spec §1 branding, the host events of the widget). Server only; the browser reads the same cookie with
 * components/widget/read-session-cookie.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { parseWidgetSession, type WidgetSession } from './session';

/**
 * The widget session cookie of this request, parsed and re-checked (null when absent or malformed). Once per request:
 * the header, the host-event bridge and /final-step's reporter all ask for it.
 */
export const widgetSessionOfRequest = cache(async (): Promise<WidgetSession | null> => {
  const raw = (await cookies()).get(COOKIE.widgetSession)?.value;
  return parseWidgetSession(raw, { appOrigin: clientConfig.appOrigin, partnerOrigins: clientConfig.partnerOrigins });
});

'use client';

/**
 * Reads the widget session cookie in the browser (lib/widget/session), for the screens after /widget
 * that need it when the server did not see it (a request that came without the app's cookies). Apart from
 * ./session-cookie (the writer) because reading parses the user-controlled value with the schema, and zod.
 */
import { getCookie } from 'cookies-next/client';
import { clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { parseWidgetSession, type WidgetSession } from '@/lib/widget/session';

/** Reads the widget session of this browser (null when absent, malformed or no longer allowed). */
export function readWidgetSession(): WidgetSession | null {
  const raw = getCookie(COOKIE.widgetSession);
  return parseWidgetSession(typeof raw === 'string' ? raw : undefined, {
    appOrigin: clientConfig.appOrigin,
    partnerOrigins: clientConfig.partnerOrigins,
  });
}

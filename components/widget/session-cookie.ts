'use client';

/**
 * The widget session cookie in the browser (lib/widget/session; issue #5): written by /widget, updated when the
 * host changes the language, read by screens that need it after /widget. A session cookie with the attributes
 * of lib/cookies for where the page runs (partitioned inside a cross-site frame over https).
 */
import { getCookie, setCookie } from 'cookies-next/client';
import { clientConfig } from '@/lib/config';
import { COOKIE, sessionCookieOptions } from '@/lib/cookies';
import { widgetLog } from '@/lib/widget/log';
import { parseWidgetSession, serializeWidgetSession, type WidgetSession } from '@/lib/widget/session';

/** Writes the widget session (a failure — cookies off — is logged; the screens then show defaults). */
export function saveWidgetSession(session: WidgetSession): void {
  try {
    setCookie(COOKIE.widgetSession, serializeWidgetSession(session), sessionCookieOptions());
  } catch (error) {
    widgetLog.warn('could not keep the widget session', error);
  }
}

/** Reads the widget session of this browser (null when absent, malformed or no longer allowed). */
export function readWidgetSession(): WidgetSession | null {
  const raw = getCookie(COOKIE.widgetSession);
  return parseWidgetSession(typeof raw === 'string' ? raw : undefined, {
    appOrigin: clientConfig.appOrigin,
    partnerOrigins: clientConfig.partnerOrigins,
  });
}

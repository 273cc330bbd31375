'use client';

/**
 * The widget session cookie in the browser (lib/widget/session): written by /widget and updated when the
 * host changes the language (here, without zod: /widget writes it with its first load); read by the
 * screens that need it after /widget (./read-session-cookie). A session cookie with the attributes
 * of lib/cookies for where the page runs (partitioned inside a cross-site frame over https).
 */
import { setCookie } from 'cookies-next/client';
import { COOKIE, sessionCookieOptions } from '@/lib/cookies';
import { widgetLog } from '@/lib/widget/log';
import type { WidgetSession } from '@/lib/widget/session';
import { serializeWidgetSession } from '@/lib/widget/session-value';

/** Writes the widget session (a failure — cookies off — is logged; the screens then show defaults). */
export function saveWidgetSession(session: WidgetSession): void {
  try {
    setCookie(COOKIE.widgetSession, serializeWidgetSession(session), sessionCookieOptions());
  } catch (error) {
    widgetLog.warn('could not keep the widget session', error);
  }
}

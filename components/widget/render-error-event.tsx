'use client';

/**
 * Tells the host page that a screen failed to render (host event `error`, code `render_error`). Mounted
 * by the error boundaries (app/(main)/error.tsx, app/error.tsx, app/global-error.tsx). Only the code goes out —
 * never the error's message, stack or digest, which may carry personal data.
 *
 * Inside the main layout the host-event bridge is still mounted and gets it through lib/widget/bus. When the
 * boundary replaced the bridge too (an error of /widget's own page, of the final step's layout, of the root
 * layout), it posts the event itself, with the same rules as the bridge: only to the allowed partner origin of
 * the window that frames/opened the page or the partner app's native bridge (lib/widget/transport), never `*`,
 * and not when the partner turned events off (`postMessage=false`). Renders nothing.
 */
import { useEffect } from 'react';
import { clientConfig } from '@/lib/config';
import { announce, hasSubscriber } from '@/lib/widget/bus';
import { hostEvent } from '@/lib/widget/host-events';
import { widgetLog } from '@/lib/widget/log';
import { hostChannel } from '@/lib/widget/transport';
import { readWidgetSession } from './read-session-cookie';

/** The `error` code a render failure sends. */
export const RENDER_ERROR_CODE = 'render_error';

/**
 * Sends `{type: 'error', payload: {code: 'render_error'}}` to the host, through the bridge when one listens, else
 * directly. Errors while sending are logged, never thrown (an error screen must not fail in turn).
 */
export function reportRenderError(win: Window = window): void {
  try {
    if (hasSubscriber()) {
      announce({ type: 'error', code: RENDER_ERROR_CODE });
      return;
    }
    const session = readWidgetSession();
    if (session && !session.events) return;
    const channel = hostChannel(win, clientConfig.partnerOrigins, session?.origin);
    channel?.send(hostEvent('error', { code: RENDER_ERROR_CODE }));
  } catch (error) {
    widgetLog.warn('could not tell the host about the render error', error);
  }
}

/** Reports the render error once per mount of the error screen. */
export function RenderErrorEvent() {
  useEffect(() => reportRenderError(), []);
  return null;
}
